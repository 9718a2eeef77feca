import type { ReactNode } from 'react';
import { useBuyerSignOut } from '../api/verify-phone';
import { useCurrentBuyer } from '../api/get-current-buyer';
import { BuyerVerificationForm } from './buyer-verification-form';

/**
 * Renders its children for a verified buyer (with who they are and a way to sign out), the
 * verification form for anyone else. Routes wrap features that need a buyer (bidding) in it.
 */
export function VerifiedBuyer({ purpose, children }: { purpose: string; children: ReactNode }) {
  const buyer = useCurrentBuyer();
  const signOut = useBuyerSignOut();
  if (buyer.isPending) return <p className="text-sm text-ink/60">Checking your verification...</p>;
  if (!buyer.data) return <BuyerVerificationForm purpose={purpose} />;
  return (
    <div className="grid gap-3">
      <p className="text-xs text-ink/65" data-testid="verified-buyer">
        Verified buyer ••• {buyer.data.phoneLast4} ·{' '}
        <button type="button" className="underline underline-offset-4" onClick={() => signOut.mutate()}>
          Not you?
        </button>
      </p>
      {children}
    </div>
  );
}
