import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from './saveBlob';
import { ATTACHMENT_TEXTS, type FileStore, type FileTexts, type StoredFile } from './types';

export type FileMessage = { kind: 'success' | 'error'; text: string; key: number };

export type AttachmentsOptions = {
  /** Files it returns false for are silently left out of an upload (spec §5). */
  accept?: (file: File) => boolean;
  texts?: Partial<FileTexts>;
  /** Hands a downloaded file to the user (default: a browser download under its file name). */
  save?: (blob: Blob, filename: string) => void;
};

export type Attachments<F extends StoredFile> = {
  status: 'loading' | 'ready' | 'error';
  files: F[];
  /** An upload, download or delete is under way. */
  busy: boolean;
  message: FileMessage | null;
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
  const [files, setFiles] = useState<F[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FileMessage | null>(null);
  const counter = useRef(0);
  const live = useRef(true);
  const storeRef = useRef(store);
  storeRef.current = store;

  const show = (kind: FileMessage['kind'], text: string) => {
    counter.current += 1;
    if (live.current) setMessage({ kind, text, key: counter.current });
  };
  const clearMessage = useCallback(() => setMessage(null), []);

  const refresh = useCallback(async () => {
    try {
      const list = await store.list();
      // an answer for a store the screen has left (another timesheet) is dropped
      if (!live.current || storeRef.current !== store) return;
      setFiles(Array.isArray(list) ? list : []);
      setStatus('ready');
    } catch {
      if (live.current && storeRef.current === store) setStatus('error');
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

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch {
      show('error', failure);
    } finally {
      if (live.current) setBusy(false);
    }
  };

  const upload = async (picked: File[]) => {
    const wanted = accept ? picked.filter(accept) : picked;
    if (wanted.length === 0) return;
    await run(async () => {
      await store.upload(wanted);
      show('success', texts.uploaded);
      await refresh();
    }, texts.uploadError);
  };

  const download = (file: F) =>
    run(async () => save(await store.download(file), file.filename), texts.downloadError);

  const remove = (file: F) =>
    run(async () => {
      await store.remove(file);
      await refresh();
    }, texts.deleteError);

  return { status, files, busy, message, clearMessage, upload, download, remove };
}
