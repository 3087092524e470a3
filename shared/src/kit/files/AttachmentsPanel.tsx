import { useId } from 'react';
import { Banner } from '../feedback/Banner';
import { causeOf, LoadFailure } from '../feedback/LoadFailure';
import { NoticeBanner } from '../feedback/NoticeBanner';
import { useConfirm } from '../feedback/useConfirm';
import { AttachmentList } from './AttachmentList';
import { Dropzone } from './Dropzone';
import { ATTACHMENT_TEXTS, type StoredFile } from './types';
import type { Attachments } from './useAttachments';
import './files.css';

export type AttachmentsPanelProps<F extends StoredFile> = {
  attachments: Attachments<F>;
  /** False: no upload and no Delete (the owner can no longer change). */
  editable: boolean;
  /** False: no drop zone or picker at all, for a reader who never adds files (default true). */
  offerUpload?: boolean;
  /** The picker's accept attribute. */
  accept?: string;
  title?: string;
  listError?: string;
};

/**
 * Drop zone, file picker, the file list, the panel's timed messages, and the files a pick or drop
 * left out, each named (until the next pick or drop, or Dismiss).
 */
export function AttachmentsPanel<F extends StoredFile>({
  attachments,
  editable,
  offerUpload = true,
  accept,
  title = 'Attachments',
  listError = ATTACHMENT_TEXTS.listError,
}: AttachmentsPanelProps<F>) {
  const headingId = useId();
  const { status, files, busy, uploading, message, clearMessage } = attachments;
  const { confirm, dialog } = useConfirm();
  // Deleting a file cannot be undone: the user says so first.
  const handleDelete = async (file: F) => {
    const question = `Are you sure you want to delete ${file.filename}? This cannot be undone.`;
    if (await confirm({ question, confirmLabel: 'Delete' })) await attachments.remove(file);
  };
  return (
    <section className="sl-attachments" aria-labelledby={headingId}>
      <h2 id={headingId} className="sl-attachments__title">
        {title}
      </h2>
      <NoticeBanner notice={message} onClose={clearMessage} />
      {attachments.refused.length > 0 && (
        <Banner kind="error" onClose={attachments.clearRefused}>
          {attachments.refused.map((line) => (
            <span key={line} className="sl-attachments__refused">
              {line}
            </span>
          ))}
        </Banner>
      )}
      {offerUpload && (
        <Dropzone onFiles={attachments.upload} accept={accept} disabled={!editable || busy} />
      )}
      {uploading && <UploadProgress {...uploading} />}
      {status === 'error' && (
        <LoadFailure
          className="sl-text-error"
          error={attachments.listFailure}
          cause={causeOf(attachments.listFailure)}
          onRetry={attachments.reloadList}
        >
          {listError}
        </LoadFailure>
      )}
      {status === 'ready' && (
        <AttachmentList
          files={files}
          disabled={busy}
          onDownload={attachments.download}
          onDelete={editable ? handleDelete : undefined}
        />
      )}
      {dialog}
    </section>
  );
}

/** The running upload: which files, and how much has gone out. */
function UploadProgress({ names, percent }: { names: string; percent: number }) {
  const id = useId();
  return (
    <div className="sl-upload-progress">
      <label id={id} className="sl-upload-progress__label" role="status">
        Uploading {names}… {percent}%
      </label>
      <progress aria-labelledby={id} max={100} value={percent} />
    </div>
  );
}
