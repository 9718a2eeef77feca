import clsx from 'clsx';

// Shared by <button> and <Link>, so links that look like buttons keep one visual language.
const base =
  'inline-flex items-center justify-center gap-2 px-7 py-3.5 text-xs font-medium tracking-[0.2em] uppercase transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  solid: 'bg-ink text-paper hover:bg-ink/85',
  outline: 'border border-ink/70 text-ink hover:bg-ink hover:text-paper',
  light: 'bg-paper text-ink hover:bg-white',
  ghostLight: 'border border-paper/70 text-paper hover:bg-paper hover:text-ink',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'solid', className?: string) =>
  clsx(base, variants[variant], className);
