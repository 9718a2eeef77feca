import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import clsx from 'clsx';

type BackLinkProps = {
  to: string;
  /** The page it goes back to, e.g. 'Back to Cart'. */
  children: ReactNode;
  /** The space below it, and a focus ring where the page draws one. */
  className?: string;
};

/** The small uppercase 'Back to ...' link with a left arrow above a page's content. */
export function BackLink({ to, children, className }: BackLinkProps) {
  return (
    <Link
      to={to}
      className={clsx(
        'inline-flex items-center gap-2 text-xs tracking-[0.2em] uppercase hover:text-brass-700',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
