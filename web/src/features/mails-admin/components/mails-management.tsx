import { useState } from 'react';
import type { LoggedMailSummary } from '@atelier/contracts';
import { AdminSection } from '@/components/admin/admin-section';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDateTime } from '@/lib/format';
import { useLoggedMail, useLoggedMails } from '../api/get-logged-mails';
import { MailViewer } from './mail-viewer';

const SENDING_NOTE = {
  logged:
    'No mail server is set up (SMTP_HOST), so the house’s mails are kept here instead of being sent: order confirmations, shipping and refund notices, as each buyer would receive them.',
  smtp: 'The house’s mails go out through your mail server (SMTP). Mails kept before it was set up are listed here.',
} as const;

function SelectedMail({ id }: { id: number }) {
  const mail = useLoggedMail(id);
  return (
    <QueryStatus
      query={mail}
      loading="Loading the mail..."
      failed="This mail could not be loaded."
      onRetry={() => void mail.refetch()}
    >
      {mail.data && <MailViewer mail={mail.data} />}
    </QueryStatus>
  );
}

function MailRow({
  mail,
  selected,
  onSelect,
}: {
  mail: LoggedMailSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className={`block w-full px-4 py-3 text-left hover:bg-stone/60 ${selected ? 'bg-stone' : ''}`}
      >
        <span className="block text-sm font-medium break-words">{mail.subject}</span>
        <span className="block text-xs break-all text-ink/65">{mail.to}</span>
        <span className="block text-xs text-ink/65">{formatDateTime(mail.createdAt)}</span>
      </button>
    </li>
  );
}

/** Admin 'Mails': the house's logged mails (all-in-one), newest first, each readable as sent. */
export function MailsManagement() {
  const mails = useLoggedMails();
  const [chosen, setChosen] = useState<number | undefined>();
  const list = mails.data?.mails ?? [];
  const selected = list.find((mail) => mail.id === chosen) ?? list[0];
  return (
    <AdminSection
      id="mails"
      title="Mails"
      actions={
        <button
          type="button"
          onClick={() => void mails.refetch()}
          disabled={mails.isFetching}
          className={buttonClass('outline', 'px-4 py-2.5')}
        >
          {mails.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <QueryStatus
        query={mails}
        loading="Loading mails..."
        failed="Mails could not be loaded."
        onRetry={() => void mails.refetch()}
      >
        {mails.data && (
          <p className="mt-2 max-w-3xl text-sm text-ink/70">{SENDING_NOTE[mails.data.sending]}</p>
        )}
        {list.length === 0 ? (
          <p className="mt-8 border border-ink/10 px-8 py-12 text-center font-display text-2xl">
            No mails yet
          </p>
        ) : (
          <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <ul
              aria-label="Logged mails"
              className="max-h-[70vh] self-start divide-y divide-ink/10 overflow-y-auto border border-ink/10 bg-white"
            >
              {list.map((mail) => (
                <MailRow
                  key={mail.id}
                  mail={mail}
                  selected={mail.id === selected?.id}
                  onSelect={() => setChosen(mail.id)}
                />
              ))}
            </ul>
            {selected && <SelectedMail id={selected.id} />}
          </div>
        )}
      </QueryStatus>
    </AdminSection>
  );
}
