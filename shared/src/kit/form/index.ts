export { tabOfField, Tabs } from './Tabs';
// kept for remotes built against 4.0 (which open the tab of an error themselves); the next major
// version drops it, as `Tabs` in a `ResourceForm` now does it alone
export { tabOfFields, useErrorTab } from './useErrorTab';
export type { TabDef, TabsProps } from './Tabs';
export { Field, describedBy } from './Field';
export type { BaseFieldProps, FieldProps } from './Field';
export { TextField, DateField, TextAreaField } from './TextField';
export type { TextFieldProps, TextAreaFieldProps } from './TextField';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { SelectField, StateSelect } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { CheckboxField } from './CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField';
export { SwitchField } from './SwitchField';
export type { SwitchFieldProps } from './SwitchField';
export { requiredErrors, useResourceForm } from './useResourceForm';
export type {
  FormMessage,
  FormTexts,
  RequiredFields,
  ResourceFormOptions,
  ResourceFormState,
} from './useResourceForm';
export { ResourceForm } from './ResourceForm';
export { ReadOnlyField } from './ReadOnlyField';
export type { ReadOnlyFieldProps } from './ReadOnlyField';
export type { ResourceFormProps } from './ResourceForm';
export { addContact, normalizePrimary, removeContact, setPrimary } from './primaryContact';
export { ContactPersonsTab } from './ContactPersonsTab';
export type { ContactPersonValues, ContactPersonsTabProps } from './ContactPersonsTab';
export type { PrimaryFlagged } from './primaryContact';
export { optionsFromLabels } from './options';
export * from './codecs';
