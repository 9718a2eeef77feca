// The admin forms' inputs and labels.
export const fieldClass =
  'mt-1.5 block w-full border border-ink/25 bg-white px-3 py-2.5 text-sm normal-case tracking-normal focus:outline-2 focus:outline-brass';
export const labelClass = 'block text-xs font-medium tracking-[0.12em] uppercase';
