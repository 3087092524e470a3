import { TextField, type TextFieldProps } from './TextField';

export type ReadOnlyFieldProps = Omit<TextFieldProps, 'onChange' | 'readOnly' | 'type'>;

/** A value the form shows but the user does not type: an id, a server-kept total. */
export function ReadOnlyField(props: ReadOnlyFieldProps) {
  return <TextField {...props} onChange={keep} readOnly />;
}

const keep = () => undefined;
