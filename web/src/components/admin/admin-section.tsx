import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

type AdminSectionProps = {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: string;
  /** What sits opposite the heading: the section's "New …" button, a sort control. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One section of the admin dashboard: its heading, its actions, then its content. */
export function AdminSection({ id, title, actions, children }: AdminSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={id} className="font-display text-4xl">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A section's 'New …' / 'Add …' button, opposite its heading. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={buttonClass('solid')} onClick={onClick}>
      {children}
    </button>
  );
}
