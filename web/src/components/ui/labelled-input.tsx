import type { InputHTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { FieldError, invalidProps } from './field-error';
import { fieldClass, labelClass } from './form-styles';

type LabelledInputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  /** Shown under the input, which is then marked invalid and points at it. */
  error: string | undefined;
};

/** A controlled input in its label, with its error under it; `className` adds to the field's style. */
export function LabelledInput({ id, label, error, className, ...input }: LabelledInputProps) {
  return (
    <label className={labelClass} htmlFor={id}>
      {label}
      <input
        id={id}
        className={clsx(fieldClass, className)}
        {...input}
        {...invalidProps(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </label>
  );
}
