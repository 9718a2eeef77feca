import clsx from 'clsx';
import { Link } from 'react-router';

export function Logo({ className, tone = 'ink' }: { className?: string; tone?: 'ink' | 'paper' }) {
  return (
    <Link
      to="/"
      aria-label="Atelier, home"
      className={clsx(
        'font-display text-2xl tracking-[0.3em] uppercase focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass',
        tone === 'ink' ? 'text-ink' : 'text-paper',
        className,
      )}
    >
      Atelier
    </Link>
  );
}
