import { useId } from 'react';
import { Banner } from '../feedback/Banner';
import { AttachmentList } from './AttachmentList';
import { Dropzone } from './Dropzone';
import { ATTACHMENT_TEXTS, FILE_MESSAGE_MS, type StoredFile } from './types';
import type { Attachments } from './useAttachments';

export type AttachmentsPanelProps<F extends StoredFile> = {
  attachments: Attachments<F>;
  /** False: no upload and no Delete (the owner can no longer change). */
  editable: boolean;
  /** The picker's accept attribute. */
  accept?: string;
  title?: string;
  listError?: string;
};

/** Drop zone, file picker, the file list and the panel's timed messages. */
export function AttachmentsPanel<F extends StoredFile>({
  attachments,
  editable,
  accept,
  title = 'Attachments',
  listError = ATTACHMENT_TEXTS.listError,
}: AttachmentsPanelProps<F>) {
  const headingId = useId();
  const { status, files, busy, message, clearMessage } = attachments;
  return (
    <section className="sl-attachments" aria-labelledby={headingId}>
      <h2 id={headingId} className="sl-attachments__title">
        {title}
      </h2>
      {message && (
        <Banner
          key={message.key}
          kind={message.kind}
          timeout={FILE_MESSAGE_MS}
          onClose={clearMessage}
        >
          {message.text}
        </Banner>
      )}
      <Dropzone onFiles={attachments.upload} accept={accept} disabled={!editable || busy} />
      {status === 'error' && (
        <p className="sl-text-error" role="alert">
          {listError}
        </p>
      )}
      {status === 'ready' && (
        <AttachmentList
          files={files}
          disabled={busy}
          onDownload={attachments.download}
          onDelete={editable ? attachments.remove : undefined}
        />
      )}
    </section>
  );
}
