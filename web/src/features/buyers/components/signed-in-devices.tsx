import { useState } from 'react';
import type { BuyerSession } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useBuyerSessions, useEndBuyerSession, useSignOutEverywhere } from '../api/buyer-sessions';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.serverMessage : fallback;

type Props = {
  /** Called once every device, this one included, is signed out (the browser is a visitor again). */
  onSignedOutEverywhere?: () => void;
};

/**
 * The devices a verified buyer is signed in on (each sign-in with a texted code is one), this one
 * first: when each signed in and was last seen, a Sign out for each other device, and Sign out
 * everywhere (asked first: this browser is signed out too). For the account page; it needs a
 * verified buyer (wrap it in VerifiedBuyer).
 */
export function SignedInDevices({ onSignedOutEverywhere }: Props) {
  const sessions = useBuyerSessions();
  const endSession = useEndBuyerSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending)
    return (
      <p className="text-sm text-ink/70" role="status">
        Loading your devices...
      </p>
    );
  if (sessions.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p>{failure(sessions.error, 'Your devices could not be loaded.')}</p>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void sessions.refetch()}
          disabled={sessions.isFetching}
        >
          {sessions.isFetching ? 'Trying again...' : 'Try again'}
        </button>
      </div>
    );

  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.current);
  return (
    <section aria-labelledby="signed-in-devices" className="grid gap-4" data-testid="signed-in-devices">
      <h2 id="signed-in-devices" className="font-display text-2xl">
        Signed-in devices
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-ink/65">No device is signed in.</p>
      ) : (
        <ul className="grid gap-3">
          {list.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              ending={endSession.isPending && endSession.variables === session.id}
              onSignOut={() => endSession.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      {others.length === 0 && list.length > 0 && (
        <p className="text-sm text-ink/65">This is the only device signed in.</p>
      )}
      {endSession.isError && (
        <p role="alert" className="text-sm text-red-800">
          {failure(endSession.error, 'That device could not be signed out: try again.')}
        </p>
      )}
      <div>
        <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(true)}>
          Sign out everywhere
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        description="Every device signed in with your phone is signed out, this one included. To bid or enter a draw again, verify your phone with a new texted code."
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out..."
        pending={everywhere.isPending}
        onClose={() => {
          setConfirming(false);
          everywhere.reset();
        }}
        onConfirm={() =>
          everywhere.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onSignedOutEverywhere?.();
            },
          })
        }
      >
        {everywhere.isError && (
          <p role="alert" className="mt-4 text-sm text-red-800">
            {failure(everywhere.error, 'Could not sign out everywhere: try again.')}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

function DeviceRow({
  session,
  ending,
  onSignOut,
}: {
  session: BuyerSession;
  ending: boolean;
  onSignOut: () => void;
}) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 border border-ink/15 px-4 py-3"
      data-testid="signed-in-device"
    >
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          {session.deviceLabel}
          {session.current && (
            <span className="ml-2 text-xs tracking-[0.15em] text-ink/70 uppercase">This device</span>
          )}
        </p>
        <p className="text-ink/65">
          Signed in {formatDateTime(session.signedInAt)} · Last seen {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="text-sm underline underline-offset-4 disabled:opacity-60"
          onClick={onSignOut}
          disabled={ending}
          aria-label={`Sign out ${session.deviceLabel}, signed in ${formatDateTime(session.signedInAt)}`}
        >
          {ending ? 'Signing out...' : 'Sign out'}
        </button>
      )}
    </li>
  );
}
