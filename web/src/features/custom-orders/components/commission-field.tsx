import type { ReactNode } from 'react';

export const fieldInputClass =
  'mt-1.5 block w-full border border-ink/25 bg-white px-3 py-3 text-base focus:outline-2 focus:outline-brass aria-[invalid=true]:border-red-700';

/** A labelled field with its error read out with it (aria-describedby) when there is one. */
export function CommissionField({
  id,
  label,
  error,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium tracking-[0.12em] uppercase">
        {label}
        {optional && <span className="ml-2 tracking-normal text-ink/55 normal-case">(optional)</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
