import type { ReactNode } from 'react';
import type { Collection } from '@atelier/contracts';

/** What the home page's collection sections are given: the one collections query's state. */
export type CollectionsQueryProps = {
  collections: Collection[] | undefined;
  isPending: boolean;
  isError: boolean;
};

type HomeSectionBodyProps = {
  state: { isPending: boolean; isError: boolean; isEmpty: boolean };
  /** Shown while the collections load, in the shape of what comes. */
  skeleton: ReactNode;
  /** The failure ('Collections could not be loaded right now.') and the empty section's card. */
  texts: { failed: string; emptyTitle: string; emptyText: string };
  /** The section's colours: dark text on paper, or light text on ink. */
  tone: 'ink' | 'paper';
  children: ReactNode;
};

const tones = {
  ink: { muted: 'text-ink/70', border: 'border-ink/10' },
  paper: { muted: 'text-paper/70', border: 'border-paper/15' },
};

/** A home page section's content, or what stands for it: loading, a failure, or nothing yet. */
export function HomeSectionBody(props: HomeSectionBodyProps) {
  const { muted, border } = tones[props.tone];
  const { state, texts } = props;
  if (state.isPending) return <>{props.skeleton}</>;
  if (state.isError) {
    return (
      <p role="alert" className={`text-center ${muted}`}>
        {texts.failed} Please refresh the page.
      </p>
    );
  }
  if (state.isEmpty) {
    return (
      <div className={`mx-auto max-w-xl border ${border} px-8 py-16 text-center`}>
        <h3 className="font-display text-4xl">{texts.emptyTitle}</h3>
        <p className={`mt-4 ${muted}`}>{texts.emptyText}</p>
      </div>
    );
  }
  return <>{props.children}</>;
}
