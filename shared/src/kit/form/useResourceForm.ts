import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../router';
import { apiFetch } from '../../api/client';
import { ApiError } from '../../api/ApiError';

export type FormTexts = {
  /** Shown while an edit form loads (default 'Loading...'). */
  loading?: string;
  /** The load failure text, from the error's message. */
  loadError: (message: string) => string;
  /** Shown in green after a save, before returning to the list. */
  saveSuccess?: string;
  /** The save failure text, from the error's message. */
  saveError: (message: string) => string;
};

export type ResourceFormOptions<T> = {
  /** API path of the resource, e.g. '/corps': GET/PUT `{path}/{id}`, POST `{path}`. */
  path: string;
  /** Edit mode when set. */
  id?: string | number | null;
  initial: T;
  texts: FormTexts;
  /** 'banner' (default): the save failure shows in the form; 'alert': window.alert. */
  saveErrorAs?: 'banner' | 'alert';
  /** Turns a loaded record into form values (default: initial merged with the record). */
  fromRecord?: (record: Record<string, unknown>) => T;
  /** Turns form values into the request body (default: the values). */
  toBody?: (values: T) => unknown;
  /** Client checks run before saving: field name → message. */
  validate?: (values: T) => Record<string, string>;
  /** Where Save and Cancel go (default '..', the list route). */
  returnTo?: string;
  /** Milliseconds between a successful save and the return (default 0). */
  returnDelay?: number;
  /**
   * Called with the save's answer, after the success message shows. A promise holds the form (Save
   * disabled) until it settles, and the return to the list waits for it: a question asked about the
   * record just saved, say. It handles its own failures.
   */
  onSaved?: (saved: unknown) => void | Promise<void>;
};

export type FormMessage = { kind: 'success' | 'error'; text: string };

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Form state, load in edit mode, save, server field errors, and the timed return to the list. */
export function useResourceForm<T extends object>(opts: ResourceFormOptions<T>) {
  const { path, id, texts } = opts;
  const isEdit = id !== undefined && id !== null && id !== '';
  const navigate = useNavigate();
  const [values, setValues] = useState<T>(opts.initial);
  const [status, setStatus] = useState<'loading' | 'ready' | 'loadError'>(
    isEdit ? 'loading' : 'ready',
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!isEdit) return;
    let live = true;
    setStatus('loading');
    apiFetch<Record<string, unknown>>(`${path}/${id}`)
      .then((record) => {
        if (!live) return;
        const { fromRecord, initial } = optsRef.current;
        setValues(fromRecord ? fromRecord(record ?? {}) : ({ ...initial, ...record } as T));
        setStatus('ready');
      })
      .catch((e: unknown) => {
        if (!live) return;
        setLoadError(optsRef.current.texts.loadError(messageOf(e)));
        setStatus('loadError');
      });
    return () => {
      live = false;
    };
  }, [isEdit, path, id]);

  const setField = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // Editing a field clears its error, and those of its parts ('contacts' clears 'contacts.0.email').
    setFieldErrors((errs) => {
      const name = key as string;
      const kept = Object.entries(errs).filter(([k]) => k !== name && !k.startsWith(`${name}.`));
      return kept.length === Object.keys(errs).length ? errs : Object.fromEntries(kept);
    });
  }, []);

  const bind = <K extends keyof T & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: T[K]) => setField(key, value),
    error: fieldErrors[key],
  });

  const goBack = useCallback(() => navigate(optsRef.current.returnTo ?? '..'), [navigate]);

  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (saving) return;
    const o = optsRef.current;
    const clientErrors = o.validate?.(values) ?? {};
    setFieldErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    setSaving(true);
    setMessage(null);
    let saved: unknown;
    try {
      saved = await apiFetch(isEdit ? `${path}/${id}` : path, {
        method: isEdit ? 'PUT' : 'POST',
        body: o.toBody ? o.toBody(values) : values,
      });
    } catch (err) {
      if (err instanceof ApiError) setFieldErrors(err.fieldErrors);
      const text = texts.saveError(messageOf(err));
      if (o.saveErrorAs === 'alert') window.alert(text);
      else setMessage({ kind: 'error', text });
      setSaving(false);
      return;
    }
    if (texts.saveSuccess) setMessage({ kind: 'success', text: texts.saveSuccess });
    const pending = o.onSaved?.(saved);
    // the save stands whatever follows it; onSaved reports its own failures
    if (pending) await pending.catch(() => undefined);
    setSaving(false);
    timer.current = setTimeout(() => {
      setMessage(null);
      goBack();
    }, o.returnDelay ?? 0);
  };

  return {
    isEdit,
    values,
    setValues,
    setField,
    bind,
    status,
    loadError,
    loadingText: texts.loading ?? 'Loading...',
    saving,
    message,
    setMessage,
    fieldErrors,
    setFieldErrors,
    handleSubmit,
    handleCancel: goBack,
  };
}

export type ResourceFormState<T extends object> = ReturnType<typeof useResourceForm<T>>;
