import { type ReactNode, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUCTION_REMINDER_LEAD_SECONDS } from '@atelier/contracts/storefront-constants';
import type { AuctionReminder, PublicAuction } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTimeWithZone } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import {
  auctionReminderQueryKey,
  useAuctionReminder,
  useToggleAuctionReminder,
} from '../api/auction-reminder';

const TOO_LATE = 'It ends in less than an hour: too soon for a reminder text.';

/** Whether the auction ends within the reminder's lead, on the server's clock as last read. */
const endsWithinLead = (auction: PublicAuction) =>
  Date.parse(auction.endTime) - Date.parse(auction.serverTime) <= AUCTION_REMINDER_LEAD_SECONDS * 1000;

/**
 * "Remind me": a text an hour before a scheduled or open auction ends, for a verified buyer. A
 * visitor who presses it is asked to verify their phone first (`gate`, from the route); an auction
 * ending within the hour says so instead.
 */
export function AuctionReminderToggle({
  auction,
  gate,
}: {
  auction: PublicAuction;
  gate: (content: ReactNode) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [asked, setAsked] = useState(false);
  const reminder = useAuctionReminder(auction.id, auction.endTime);
  // Server-rendered pages know neither the buyer nor the shopper's clock: shown once hydrated.
  if (!hydrated || (auction.phase !== 'open' && auction.phase !== 'scheduled')) return null;
  let content: ReactNode;
  if (reminder.isPending) content = null;
  else if (reminder.isError)
    content = <p className="text-sm text-red-800">Reminders could not be read: reload to try again.</p>;
  else if (reminder.data) content = <BuyerReminder auction={auction} reminder={reminder.data} />;
  else if (endsWithinLead(auction)) content = <p className="text-sm text-ink/65">{TOO_LATE}</p>;
  else if (!asked)
    content = (
      <RemindButton onClick={() => setAsked(true)} note="We text you an hour before the auction ends." />
    );
  else
    content = (
      <div className="grid gap-3">
        <p className="text-sm">Verify your phone and we text you an hour before the auction ends.</p>
        {gate(<ReadReminderAgain auction={auction} />)}
      </div>
    );
  return (
    <div className="mt-6 border-t border-ink/10 pt-6 empty:hidden" data-testid="auction-reminder">
      {content}
    </div>
  );
}

/** Mounted once the visitor is verified (inside the gate): their reminder is read again, now as theirs. */
function ReadReminderAgain({ auction }: { auction: PublicAuction }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: auctionReminderQueryKey(auction.id, auction.endTime) });
  }, [queryClient, auction.id, auction.endTime]);
  return null;
}

function RemindButton({
  onClick,
  note,
  disabled,
}: {
  onClick: () => void;
  note: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <button
        type="button"
        className={buttonClass('outline', 'w-full')}
        aria-pressed={false}
        onClick={onClick}
        disabled={disabled}
      >
        Remind me
      </button>
      <p className="text-xs text-ink/65">{note} Texts go out between 8 am and 9 pm where your number is.</p>
    </div>
  );
}

/** A verified buyer's reminder: set it, see when it goes out, cancel it; sent once. */
function BuyerReminder({ auction, reminder }: { auction: PublicAuction; reminder: AuctionReminder }) {
  const toggle = useToggleAuctionReminder(auction.id, auction.endTime);
  const error =
    toggle.error instanceof ApiRequestError
      ? toggle.error.serverMessage
      : toggle.error
        ? 'The reminder could not be changed: try again'
        : null;
  let body: ReactNode;
  if (reminder.state === 'sent')
    body = <p className="text-sm">Reminder sent: we texted you an hour before the end.</p>;
  else if (reminder.state === 'set')
    body = (
      <div className="grid gap-2">
        <button
          type="button"
          className={buttonClass('solid', 'w-full')}
          aria-pressed={true}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(false)}
        >
          Reminder set · Cancel
        </button>
        <p className="text-xs text-ink/65">
          We text you at {formatDateTimeWithZone(reminder.remindAt)}, an hour before the end (later if a late
          bid extends it).
        </p>
      </div>
    );
  else if (!reminder.available) body = <p className="text-sm text-ink/65">{TOO_LATE}</p>;
  else
    body = (
      <RemindButton
        onClick={() => toggle.mutate(true)}
        disabled={toggle.isPending}
        note={`We text you at ${formatDateTimeWithZone(reminder.remindAt)}, an hour before the end.`}
      />
    );
  return (
    <div className="grid gap-2">
      {body}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
