import { Field, useFieldFrame, type BaseFieldProps } from './Field';

export type SwitchFieldProps = BaseFieldProps & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words beside the switch for its two states (default On / Off). */
  states?: { on: string; off: string };
};

/**
 * An on/off value as a `switch`: a click, Space or Enter turns it. Its label names what it turns
 * on; the words beside it say the state for the eye, `aria-checked` for assistive technology.
 */
export function SwitchField({
  checked,
  onChange,
  states = { on: 'On', off: 'Off' },
  readOnly,
  ...props
}: SwitchFieldProps) {
  const { frame, control } = useFieldFrame(props);
  const { required: _required, ...button } = control;
  return (
    <Field {...frame} className="sl-field--switch">
      <button
        {...button}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-readonly={readOnly || undefined}
        className="sl-switch"
        onClick={() => {
          if (!readOnly) onChange(!checked);
        }}
      >
        <span className="sl-switch__track" aria-hidden="true">
          <span className="sl-switch__thumb" />
        </span>
        <span className="sl-switch__state" aria-hidden="true">
          {checked ? states.on : states.off}
        </span>
      </button>
    </Field>
  );
}
