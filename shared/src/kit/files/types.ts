/** A stored file as a list shows it. */
export type StoredFile = { id: number | string; filename: string };

/**
 * Where the files of one owner (a timesheet, for staff or for a guest) live: the panel calls only
 * these, so any screen can plug in its own endpoints.
 */
export type FileStore<F extends StoredFile = StoredFile> = {
  list: () => Promise<F[]>;
  /** Sends the files in one request, reporting the percent sent when it can. */
  upload: (files: File[], onProgress?: (percent: number) => void) => Promise<unknown>;
  download: (file: F) => Promise<Blob>;
  remove: (file: F) => Promise<void>;
};

/** The panel's messages (docs/files.md#in-the-screens). */
export type FileTexts = {
  listError: string;
  /** A picked or dropped file the owner does not take, said by name. */
  refused: (filename: string) => string;
  uploaded: string;
  uploadError: string;
  downloadError: string;
  deleteError: string;
};

export const ATTACHMENT_TEXTS: FileTexts = {
  listError: 'Failed to fetch attachments',
  refused: (filename) => `${filename} was not added: only PDF, JPEG and PNG files are accepted.`,
  uploaded: '✅ Files uploaded successfully',
  uploadError: '❌ Failed to upload files',
  downloadError: '❌ Failed to download file',
  deleteError: '❌ Failed to delete file',
};

/** Items-screen messages clear after 5 s (docs/screens.md#timings). */
export const FILE_MESSAGE_MS = 5000;
