import { useId } from 'react';

/** How a person setting a password proves it is theirs. */
export type Proof = 'code' | 'password';

const OPTIONS: { value: Proof; label: string }[] = [
  { value: 'code', label: 'The code e-mailed to me' },
  { value: 'password', label: 'The password I sign in with' },
];

/** The two ways of the Reset Password form, as one choice, so that each shows only its field. */
export function ProofChoice({ value, onChange }: { value: Proof; onChange: (p: Proof) => void }) {
  const name = useId();
  return (
    <fieldset className="shell-proof">
      <legend>Confirm with</legend>
      {OPTIONS.map((o) => (
        <label key={o.value} className="shell-proof__option">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
