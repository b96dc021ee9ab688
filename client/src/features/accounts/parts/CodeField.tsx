import { TextField } from '../../../ui/forms';

/** A 6-digit code from an SMS: digits only, left-to-right, the phone's one-time-code autofill. */
export function CodeField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      name="code"
      className="ltr acc-code-input"
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      hint={hint}
    />
  );
}
