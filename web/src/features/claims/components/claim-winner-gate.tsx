import type { ClaimView } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useMyClaims } from '../api/get-my-claims';

const phoneOf = (claim: ClaimView) =>
  claim.phoneLast4 ? `the phone ending ${claim.phoneLast4}` : 'the phone this claim was texted to';

export interface ClaimWinnerGateProps {
  claim: ClaimView;
  /** The verified visitor: undefined while it is being checked, null when nobody is verified here. */
  buyer: { buyerId: string; phoneLast4: string } | null | undefined;
  /** The phone verification form (a code texted to the number typed in). */
  verification: ReactNode;
  /** Forgets the verified buyer on this device, so another phone can verify. */
  onSignOut: () => void;
  /** The payment form, for the winner. */
  children: ReactNode;
}

/**
 * Only the winner pays a claim: the link alone is no key to their card. Renders its children (the
 * payment form) for the claim's own buyer; on a device where nobody is verified, asks for a code
 * texted to the winner's phone (named by its last four digits); a buyer verified with another
 * phone is told so, with a way to verify the right one. The service checks the same again.
 */
export function ClaimWinnerGate({ claim, buyer, verification, onSignOut, children }: ClaimWinnerGateProps) {
  const mine = useMyClaims(buyer?.buyerId);

  if (buyer === undefined || (buyer && mine.isPending))
    return <p className="text-sm text-ink/60">Checking who you are...</p>;
  if (!buyer)
    return (
      <section
        aria-label="Verify to pay"
        className="grid gap-4 border border-ink/15 p-6"
        data-testid="claim-verify"
      >
        <p className="text-sm">
          Only the winner can pay this claim. Verify <strong>{phoneOf(claim)}</strong> on this device: we text
          it a code.
        </p>
        {verification}
      </section>
    );
  if (mine.isError) return <LoadError title="Your claims could not be loaded" query={mine} />;
  if (!mine.data?.some((open) => open.claimId === claim.claimId))
    return (
      <section className="grid gap-4 border border-red-700/40 bg-red-50 p-6" data-testid="claim-other-buyer">
        <p role="alert" className="text-sm text-red-800">
          This claim belongs to another buyer: you are verified with the phone ending {buyer.phoneLast4}. To
          pay, verify {phoneOf(claim)} on this device.
        </p>
        <button
          type="button"
          onClick={onSignOut}
          className="justify-self-start text-sm underline underline-offset-4"
        >
          Verify another phone
        </button>
      </section>
    );
  return <>{children}</>;
}
