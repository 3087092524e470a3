import type { StoredFile } from './types';
import './files.css';

export type AttachmentListProps<F extends StoredFile> = {
  files: readonly F[];
  onDownload: (file: F) => void;
  /** Without it (a read-only owner) no Delete buttons are shown. */
  onDelete?: (file: F) => void;
  disabled?: boolean;
  emptyText?: string;
};

/** The uploaded files, each with Download and, when allowed, Delete. */
export function AttachmentList<F extends StoredFile>({
  files,
  onDownload,
  onDelete,
  disabled = false,
  emptyText = 'No files uploaded yet.',
}: AttachmentListProps<F>) {
  if (files.length === 0) return <p className="sl-attachments__empty">{emptyText}</p>;
  return (
    <ul className="sl-attachment-list">
      {files.map((file) => (
        <li key={file.id} className="sl-attachment-list__item">
          <span className="sl-attachment-list__name">{file.filename}</span>
          <button
            type="button"
            className="sl-button sl-button--small"
            aria-label={`Download ${file.filename}`}
            disabled={disabled}
            onClick={() => onDownload(file)}
          >
            Download
          </button>
          {onDelete && (
            <button
              type="button"
              className="sl-button sl-button--small sl-button--danger"
              aria-label={`Delete ${file.filename}`}
              disabled={disabled}
              onClick={() => onDelete(file)}
            >
              Delete
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
