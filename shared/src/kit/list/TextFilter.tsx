import { useEffect, useId, useRef, useState } from 'react';

export const FILTER_DEBOUNCE_MS = 300;

type Props = {
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  /** Changes when the filters are cleared: drops typing not yet applied. */
  resetToken: number;
  onChange: (value: string) => void;
};

/** A text filter that applies what the user types after a short pause. */
export function TextFilter({ name, label, value, placeholder, resetToken, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    clearTimeout(timer.current);
    committed.current = value;
    setText(value);
  }, [value, resetToken]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next !== committed.current) {
        committed.current = next;
        onChangeRef.current(next);
      }
    }, FILTER_DEBOUNCE_MS);
  };

  return (
    <div className="sl-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => handleChange(e.target.value)}
      />
    </div>
  );
}
