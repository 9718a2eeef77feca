import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
};

/** A labelled checkout input with its error beneath, announced with the field. */
export function CheckoutField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required = true,
}: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium tracking-[0.12em] uppercase">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 block w-full border border-ink/25 bg-white px-3 py-2.5 text-sm focus:outline-2 focus:outline-brass aria-invalid:border-red-700"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
