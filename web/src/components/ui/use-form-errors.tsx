import { useState } from 'react';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { apiFieldErrors, type FieldErrors } from '@/lib/form-errors';

type SaveTexts = { saved: string; failed: string };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The spec's save toasts: 'Product created successfully', 'Failed to update sneak peek item'. */
export const saveTexts = (noun: string, editing: boolean): SaveTexts => ({
  saved: `${capitalised(noun)} ${editing ? 'updated' : 'created'} successfully`,
  failed: `Failed to ${editing ? 'update' : 'create'} ${noun}`,
});

/**
 * The admin forms' problems, handled one way: each under its field (announced with it), the first
 * bad field focused, and when the API refuses a save the spec's toast. Field issues show under the
 * fields; anything else (expired session, 404) goes in the toast's description.
 */
export function useFormErrors<F extends string>(fields: readonly F[], idPrefix = 'form') {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const errorId = (name: F) => `${idPrefix}-${name}-error`;

  const show = (form: HTMLFormElement, found: FieldErrors<F>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };

  /** The mutation's callbacks for one save of `form`. */
  const saveCallbacks = (form: HTMLFormElement, texts: SaveTexts, onSaved: () => void) => ({
    onSuccess: () => {
      toast({ title: texts.saved });
      onSaved();
    },
    onError: (error: Error) => {
      const found = apiFieldErrors(fields, error);
      show(form, found);
      toast({
        title: texts.failed,
        description:
          Object.keys(found).length === 0 && error instanceof ApiRequestError
            ? error.serverMessage
            : undefined,
        variant: 'destructive',
      });
    },
  });

  return {
    errors,
    show,
    clear: () => setErrors({}),
    saveCallbacks,
    /** aria-invalid and aria-describedby for a field's input, when it has a problem. */
    invalid: (name: F) => invalidProps(errorId(name), errors[name]),
    /** The field's problem, to place under its input. */
    fieldError: (name: F) => <FieldError id={errorId(name)} message={errors[name]} />,
  };
}
