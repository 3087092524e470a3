import type { FormEvent, ReactNode } from 'react';
import { Banner } from '../feedback/Banner';
import { FieldErrorsContext } from './fieldErrors';
import type { ResourceFormState } from './useResourceForm';
import './form.css';

export type ResourceFormProps<T extends object> = {
  form: ResourceFormState<T>;
  title?: string;
  children: ReactNode;
  saveLabel?: string;
  cancelLabel?: string;
  /**
   * A record that may no longer change (a paid invoice): every control is disabled and there is
   * no Save; Cancel still returns to the list.
   */
  readOnly?: boolean;
  /**
   * What the page shows under the form, outside it, once the record is loaded (a timesheet's
   * history).
   */
  below?: ReactNode;
};

const preventSubmit = (e: FormEvent) => e.preventDefault();

/**
 * A form page: 'Loading...' while an edit loads, the load error in its place, the fields, the save
 * message (green or red), the Save and Cancel buttons, and what goes `below` the form.
 */
export function ResourceForm<T extends object>({
  form,
  title,
  children,
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
  readOnly = false,
  below,
}: ResourceFormProps<T>) {
  const heading = title ? <h1 className="sl-page-title">{title}</h1> : null;
  if (form.status === 'loading') {
    return (
      <section className="sl-form-page">
        {heading}
        <p role="status">{form.loadingText}</p>
      </section>
    );
  }
  if (form.status === 'loadError') {
    return (
      <section className="sl-form-page">
        {heading}
        <p className="sl-text-error" role="alert">
          {form.loadError}
        </p>
        <button type="button" className="sl-button" onClick={form.handleCancel}>
          {cancelLabel}
        </button>
      </section>
    );
  }
  return (
    <section className="sl-form-page">
      {heading}
      <form
        className="sl-form"
        onSubmit={readOnly ? preventSubmit : form.handleSubmit}
        aria-label={title}
      >
        <FieldErrorsContext.Provider value={form.fieldErrors}>
          {readOnly ? (
            // a disabled fieldset disables every control inside it, however deep
            <fieldset className="sl-form__fieldset" disabled>
              {children}
            </fieldset>
          ) : (
            children
          )}
        </FieldErrorsContext.Provider>
        {form.message && <Banner kind={form.message.kind}>{form.message.text}</Banner>}
        <div className="sl-form__actions">
          {!readOnly && (
            <button type="submit" className="sl-button sl-button--primary" disabled={form.saving}>
              {saveLabel}
            </button>
          )}
          <button type="button" className="sl-button" onClick={form.handleCancel}>
            {cancelLabel}
          </button>
        </div>
      </form>
      {below}
    </section>
  );
}
