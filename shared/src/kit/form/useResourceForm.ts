import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type SetStateAction,
} from 'react';
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
  /**
   * The fields the form requires, with their labels (a contract's `*_REQUIRED`): `bind` marks
   * them required, and a blank one stops the save with `{label} is required` on it.
   */
  required?: RequiredFields<T>;
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

/** Field name → the label its '{label} is required' names. */
export type RequiredFields<T> = Readonly<Partial<Record<keyof T & string, string>>>;

const isBlank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '';

/** `{label} is required` for each required field left blank. */
export function requiredErrors<T extends object>(
  values: T,
  required?: RequiredFields<T>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, label] of Object.entries(required ?? {}) as [keyof T & string, string][]) {
    if (isBlank(values[key])) errors[key] = `${label} is required`;
  }
  return errors;
}

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
  const [fieldErrors, setFieldErrorsState] = useState<Record<string, string>>({});
  // what setField compares with: the errors as last set, even before the next render
  const errorsRef = useRef(fieldErrors);
  const setFieldErrors = useCallback((next: SetStateAction<Record<string, string>>) => {
    const errors = typeof next === 'function' ? next(errorsRef.current) : next;
    errorsRef.current = errors;
    setFieldErrorsState(errors);
  }, []);
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

  const setField = useCallback(
    <K extends keyof T>(key: K, value: T[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      // Editing a field clears its error, and those of its parts ('contacts' clears 'contacts.0.email');
      // once no field is in error, the save failure that came with them goes too.
      const name = key as string;
      const errs = errorsRef.current;
      const kept = Object.entries(errs).filter(([k]) => k !== name && !k.startsWith(`${name}.`));
      if (kept.length === Object.keys(errs).length) return;
      setFieldErrors(Object.fromEntries(kept));
      if (kept.length === 0) setMessage((m) => (m?.kind === 'error' ? null : m));
    },
    [setFieldErrors],
  );

  const bind = <K extends keyof T & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: T[K]) => setField(key, value),
    error: fieldErrors[key],
    ...(opts.required?.[key] !== undefined && { required: true }),
  });

  const goBack = useCallback(() => navigate(optsRef.current.returnTo ?? '..'), [navigate]);

  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (saving) return;
    const o = optsRef.current;
    const clientErrors = { ...requiredErrors(values, o.required), ...o.validate?.(values) };
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
      setMessage({ kind: 'error', text: texts.saveError(messageOf(err)) });
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
