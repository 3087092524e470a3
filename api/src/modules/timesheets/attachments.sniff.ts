/**
 * The attachment types a timesheet accepts (docs/files.md#what-is-accepted), recognised by their
 * first bytes, never by the file's name or declared type.
 */

export type AttachmentType = {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
};

const SIGNATURES: { bytes: number[]; type: AttachmentType }[] = [
  {
    bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
    type: { contentType: 'application/pdf', extension: 'pdf' },
  },
  {
    bytes: [0xff, 0xd8, 0xff],
    type: { contentType: 'image/jpeg', extension: 'jpg' },
  },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { contentType: 'image/png', extension: 'png' },
  },
];

/** How many leading bytes `sniffAttachment` needs to decide. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The type of a file from its first bytes: PDF, JPEG or PNG, else undefined. */
export function sniffAttachment(head: Buffer): AttachmentType | undefined {
  const match = SIGNATURES.find(
    ({ bytes }) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b),
  );
  return match?.type;
}

/** The name a file is saved under when its own name is empty once cleaned. */
export const defaultAttachmentName = (type: AttachmentType) => `attachment.${type.extension}`;
