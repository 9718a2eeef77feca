import type { ReactNode } from 'react';
import { useMyCard } from '../api/get-my-card';
import { CardOnFileForm } from './card-on-file-form';

/**
 * The step after phone verification: renders its children once the buyer has a card on file (with
 * which one), the card form before. A won piece is charged to this card, so bids need it.
 */
export function CardOnFile({ purpose, children }: { purpose: string; children: ReactNode }) {
  const card = useMyCard();
  if (card.isPending) return <p className="text-sm text-ink/60">Checking your card on file...</p>;
  if (!card.data) return <CardOnFileForm purpose={purpose} />;
  return (
    <div className="grid gap-3">
      <p className="text-xs text-ink/65" data-testid="card-on-file">
        Card on file: <span className="capitalize">{card.data.brand}</span> •••• {card.data.last4}
      </p>
      {children}
    </div>
  );
}
