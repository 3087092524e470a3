// Files kit (STYLE: kit/files): drop zone, attachment list and the panel that joins them. Each
// component imports the style sheet it needs: an index only re-exports, and a build that skips it
// as free of side effects (package.json `sideEffects`) would drop a style sheet imported here.

export { Dropzone } from './Dropzone';
export type { DropzoneProps } from './Dropzone';
export { AttachmentList } from './AttachmentList';
export type { AttachmentListProps } from './AttachmentList';
export { AttachmentsPanel } from './AttachmentsPanel';
export type { AttachmentsPanelProps } from './AttachmentsPanel';
export { useAttachments } from './useAttachments';
export type { Attachments, AttachmentsOptions } from './useAttachments';
export { ATTACHMENT_TEXTS, FILE_MESSAGE_MS } from './types';
export type { FileStore, FileTexts, StoredFile } from './types';
