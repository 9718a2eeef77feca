import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** A select of these [value, label] pairs instead of a text input. */
  options?: ReadonlyArray<readonly [string, string]>;
};

/** A labelled delivery-form input (checkout, claims, the admin's order) with its error beneath, announced with the field. */
export function DeliveryField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required = true,
  options,
}: Props) {
  const id = useId();
  const shared = {
    id,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className:
      'mt-1.5 block w-full border border-ink/25 bg-white px-3 py-2.5 text-sm focus:outline-2 focus:outline-brass aria-invalid:border-red-700',
  };
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium tracking-[0.12em] uppercase">
        {label}
      </label>
      {options ? (
        <select {...shared} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
