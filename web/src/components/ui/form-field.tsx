import type { InputHTMLAttributes, ReactNode } from 'react';
import type { invalidProps } from '@/components/ui/field-error';
import { fieldClass, labelClass } from '@/components/ui/form-styles';

/** What a form's fields need from its error state (useFormErrors gives both). */
export type FieldHelpers<F extends string = string> = {
  invalid: (name: F) => ReturnType<typeof invalidProps>;
  fieldError: (name: F) => ReactNode;
};

type FormFieldProps<F extends string> = {
  label: string;
  name: F;
  helpers: FieldHelpers<F>;
  /** A multi-line text of this many rows instead of a one-line input. */
  rows?: number;
  /** The <option>s of a select instead of an input. */
  options?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>;

/** An admin form's labelled input (textarea, select), its problem under it and announced with it. */
export function FormField<F extends string>({
  label,
  name,
  helpers,
  rows,
  options,
  defaultValue,
  ...input
}: FormFieldProps<F>) {
  const shared = { name, defaultValue, className: fieldClass, ...helpers.invalid(name) };
  return (
    <label className={labelClass}>
      {label}
      {options ? (
        <select {...shared}>{options}</select>
      ) : rows ? (
        <textarea rows={rows} placeholder={input.placeholder} {...shared} />
      ) : (
        <input {...input} {...shared} />
      )}
      {helpers.fieldError(name)}
    </label>
  );
}

/** A price in dollars and cents: the number keypad on phones, never below zero. */
export const priceInput = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;
