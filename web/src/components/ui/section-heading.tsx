import clsx from 'clsx';
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'ink' | 'paper';
  className?: string;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'ink',
  className,
}: SectionHeadingProps) {
  return (
    <div className={clsx('mx-auto max-w-2xl text-center', className)}>
      <p
        className={clsx(
          'text-[0.7rem] tracking-[0.3em] uppercase',
          tone === 'ink' ? 'text-brass-700' : 'text-brass-300',
        )}
      >
        {eyebrow}
      </p>
      {/* Focusable from script only: the hero's buttons move focus to the section they jump to. */}
      <h2
        id={id}
        tabIndex={-1}
        className="mt-4 font-display text-4xl leading-tight focus:outline-none sm:text-5xl md:text-6xl"
      >
        {title}
      </h2>
      {children && (
        <p
          className={clsx('mt-5 text-base leading-relaxed', tone === 'ink' ? 'text-ink/70' : 'text-paper/70')}
        >
          {children}
        </p>
      )}
    </div>
  );
}
