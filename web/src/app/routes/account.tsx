import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { PageStatus } from '@/components/ui/page-status';
import { AccountSections } from '@/features/account/components/account-sections';
import { useCurrentBuyer } from '@/features/buyers/api/get-current-buyer';
import { useBuyerSignOut } from '@/features/buyers/api/verify-phone';
import { BuyerVerificationForm } from '@/features/buyers/components/buyer-verification-form';
import { SignedInDevices } from '@/features/buyers/components/signed-in-devices';
import { mergeBrowserLikes } from '@/lib/merge-browser-likes';

/**
 * /account: a collector's account on the phone they verify (issue 34). Signed out, the phone and
 * the texted code sign them in, on any device; signed in, their claims to pay, bids, draw entries,
 * orders and likes, and Sign out. Composed here: the sign-in form is the buyers feature's, the
 * lists the account feature's (features never import each other).
 */
export function AccountRoute() {
  const buyer = useCurrentBuyer();
  const signOut = useBuyerSignOut();
  const queryClient = useQueryClient();
  const buyerId = buyer.data?.buyerId;
  // A buyer who signed in before likes followed buyers: this browser's likes become theirs once.
  const merged = useRef<string | null>(null);
  useEffect(() => {
    if (!buyerId || merged.current === buyerId) return;
    merged.current = buyerId;
    void mergeBrowserLikes(queryClient);
  }, [buyerId, queryClient]);

  if (buyer.isPending) return <PageStatus>Loading your account...</PageStatus>;
  if (buyer.isError) return <LoadError title="Your account could not be loaded" query={buyer} />;

  return (
    <div className="px-5 py-10 sm:px-8 md:py-14">
      <title>Your account | Atelier</title>
      <div className="mx-auto max-w-4xl">
        <h1 className="font-display text-5xl">Your account</h1>
        {buyer.data ? (
          <>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
              <p className="text-ink/75" data-testid="account-phone">
                Signed in with the phone ending {buyer.data.phoneLast4}.
              </p>
              <button
                type="button"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
                className={buttonClass('outline')}
              >
                {signOut.isPending ? 'Signing out...' : 'Sign out'}
              </button>
            </div>
            {signOut.isError && (
              <p role="alert" className="mt-3 text-sm text-red-800">
                You could not be signed out: please try again.
              </p>
            )}
            <div className="mt-10">
              <AccountSections buyerId={buyer.data.buyerId} />
            </div>
            <div className="mt-12 border-t border-ink/10 pt-8" data-testid="account-devices">
              <h2 id="account-devices" className="font-display text-3xl">
                Signed-in devices
              </h2>
              <div className="mt-4">
                <SignedInDevices />
              </div>
            </div>
          </>
        ) : (
          <div className="mt-6 max-w-md">
            <p className="text-ink/75">
              Your bids, draw entries, claims, orders and likes follow your phone: sign in with a code texted
              to it, on any device.
            </p>
            <div className="mt-6">
              <BuyerVerificationForm purpose="sign in to your account" />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

export { AccountRoute as Component };
