import { useId } from 'react';
import { Input } from '../../../components/ui/input';

/** A labelled field for a code of the authenticator app, a recovery code or (on the profile) the password. */
export function CodeField({
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
  type?: 'text' | 'password';
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={autoComplete === 'one-time-code' ? 'numeric' : 'text'}
      />
    </div>
  );
}
