import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import type { FieldSpec } from './artist-form-schema';

type Props = FieldSpec & {
  defaultValue: string;
  error?: string;
  required?: boolean;
  /** Under the field (the image fields' upload button). */
  children?: ReactNode;
};

const control =
  'mt-1.5 block w-full border border-ink/25 bg-white px-3 py-2.5 text-sm focus:outline-2 focus:outline-brass aria-invalid:border-red-700';

/** A labelled input or textarea with its hint and its error beneath, both announced with the field. */
export function ArtistFormField({
  name,
  label,
  kind,
  rows,
  hint,
  defaultValue,
  error,
  required,
  children,
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  const common = {
    id,
    name,
    defaultValue,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: control,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium tracking-[0.12em] uppercase">
        {label}
      </label>
      {kind === 'textarea' ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input
          type={kind}
          inputMode={kind === 'url' ? 'url' : undefined}
          autoComplete={kind === 'url' ? 'url' : 'off'}
          {...common}
        />
      )}
      {children}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink/60">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
