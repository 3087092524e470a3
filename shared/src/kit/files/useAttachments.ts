import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotice, type Notice, type NoticeKind } from '../feedback/useNotice';
import { saveBlob } from './saveBlob';
import {
  ATTACHMENT_TEXTS,
  FILE_MESSAGE_MS,
  type FileStore,
  type FileTexts,
  type StoredFile,
} from './types';

/**
 * '❌ Failed to upload files: "notes.docx" is not a PDF, JPEG or PNG file. …' — the server's reason
 * after the product's text, and the file names when the reason does not already name them.
 */
function failureText(failure: string, error: unknown, names: string): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  if (!reason) return `${failure} (${names})`;
  const named = names.split(', ').some((name) => reason.includes(name));
  return named ? `${failure}: ${reason}` : `${failure} (${names}): ${reason}`;
}

export type AttachmentsOptions = {
  /**
   * Files it returns false for are left out of an upload and named in `refused`
   * (docs/files.md#in-the-screens).
   */
  accept?: (file: File) => boolean;
  texts?: Partial<FileTexts>;
  /** Hands a downloaded file to the user (default: a browser download under its file name). */
  save?: (blob: Blob, filename: string) => void;
};

export type Attachments<F extends StoredFile> = {
  status: 'loading' | 'ready' | 'error';
  /** What reading the list failed with (status 'error'). */
  listFailure?: unknown;
  /** Reads the list again. */
  reloadList: () => void;
  files: F[];
  /** Why each file the last pick or drop left out was not added, one sentence a file. */
  refused: string[];
  clearRefused: () => void;
  /** An upload, download or delete is under way. */
  busy: boolean;
  /** The running upload: its files' names and the percent sent; null when none runs. */
  uploading: { names: string; percent: number } | null;
  /** The last outcome, for FILE_MESSAGE_MS. */
  message: Notice | null;
  clearMessage: () => void;
  upload: (files: File[]) => Promise<void>;
  download: (file: F) => Promise<void>;
  remove: (file: F) => Promise<void>;
};

/** The files of one owner: the list, and upload / download / delete with their messages. */
export function useAttachments<F extends StoredFile>(
  store: FileStore<F>,
  { accept, texts: overrides, save = saveBlob }: AttachmentsOptions = {},
): Attachments<F> {
  const texts = { ...ATTACHMENT_TEXTS, ...overrides };
  const [status, setStatus] = useState<Attachments<F>['status']>('loading');
  const [listFailure, setListFailure] = useState<unknown>(null);
  const [files, setFiles] = useState<F[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<Attachments<F>['uploading']>(null);
  const { notice: message, show: showNotice, clear: clearMessage } = useNotice();
  const live = useRef(true);
  const storeRef = useRef(store);
  storeRef.current = store;

  const show = (kind: NoticeKind, text: string) => {
    if (live.current) showNotice(kind, text, FILE_MESSAGE_MS);
  };

  const refresh = useCallback(async () => {
    try {
      const list = await store.list();
      // an answer for a store the screen has left (another timesheet) is dropped
      if (!live.current || storeRef.current !== store) return;
      setFiles(Array.isArray(list) ? list : []);
      setStatus('ready');
    } catch (error) {
      if (live.current && storeRef.current === store) {
        setListFailure(error);
        setStatus('error');
      }
    }
  }, [store]);

  useEffect(() => {
    live.current = true;
    setStatus('loading');
    void refresh();
    return () => {
      live.current = false;
    };
  }, [refresh]);

  /**
   * Runs one action; a failure shows the product's text, then the reason and the file(s) concerned.
   */
  const run = async (action: () => Promise<void>, failure: string, names: string) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      show('error', failureText(failure, e, names));
    } finally {
      if (live.current) {
        setBusy(false);
        setUploading(null);
      }
    }
  };

  const upload = async (picked: File[]) => {
    const wanted = accept ? picked.filter(accept) : picked;
    const left = picked.filter((f) => !wanted.includes(f)).map((f) => texts.refused(f.name));
    setRefused([...new Set(left)]);
    if (wanted.length === 0) return;
    const names = wanted.map((f) => f.name).join(', ');
    setUploading({ names, percent: 0 });
    await run(
      async () => {
        await store.upload(wanted, (percent) => {
          if (live.current) setUploading({ names, percent });
        });
        show('success', texts.uploaded);
        await refresh();
      },
      texts.uploadError,
      names,
    );
  };

  const download = (file: F) =>
    run(
      async () => save(await store.download(file), file.filename),
      texts.downloadError,
      file.filename,
    );

  const remove = (file: F) =>
    run(
      async () => {
        await store.remove(file);
        await refresh();
      },
      texts.deleteError,
      file.filename,
    );

  const clearRefused = useCallback(() => setRefused([]), []);
  const reloadList = useCallback(() => void refresh(), [refresh]);

  return {
    status,
    listFailure,
    reloadList,
    files,
    refused,
    clearRefused,
    busy,
    uploading,
    message,
    clearMessage,
    upload,
    download,
    remove,
  };
}
