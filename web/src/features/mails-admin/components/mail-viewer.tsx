import { useMemo, useState } from 'react';
import type { LoggedMail } from '@atelier/contracts';
import { formatDateTime } from '@/lib/format';
import { mailPreviewDocument } from '../lib/mail-preview';

type Showing = 'html' | 'text';

/**
 * One logged mail as the buyer would receive it: its headers, then the HTML in a sandboxed frame
 * (no scripts; same origin only so the store's images load under its resource policy), or the
 * plain-text alternative.
 */
export function MailViewer({ mail }: { mail: LoggedMail }) {
  const [showing, setShowing] = useState<Showing>('html');
  const document = useMemo(() => mailPreviewDocument(mail.html, window.location.origin), [mail.html]);
  return (
    <article aria-label={mail.subject} className="border border-ink/10 bg-white">
      <header className="border-b border-ink/10 px-5 py-4">
        <h3 className="font-display text-2xl leading-tight break-words">{mail.subject}</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink/75">
          <dt className="font-medium">From</dt>
          <dd className="break-words">{mail.from}</dd>
          <dt className="font-medium">To</dt>
          <dd className="break-words">{mail.to}</dd>
          <dt className="font-medium">Logged</dt>
          <dd>{formatDateTime(mail.createdAt)}</dd>
        </dl>
        <div role="group" aria-label="Show the mail as" className="mt-3 flex gap-2 text-sm">
          {(['html', 'text'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={showing === kind}
              onClick={() => setShowing(kind)}
              className={`border px-3 py-1.5 ${showing === kind ? 'border-ink bg-ink text-white' : 'border-ink/25'}`}
            >
              {kind === 'html' ? 'As sent (HTML)' : 'Plain text'}
            </button>
          ))}
        </div>
      </header>
      {showing === 'html' ? (
        <iframe
          title={`Mail: ${mail.subject}`}
          srcDoc={document}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          className="block h-[70vh] min-h-[28rem] w-full bg-paper"
        />
      ) : (
        <pre className="overflow-x-auto px-5 py-4 font-mono text-sm leading-relaxed whitespace-pre-wrap">
          {mail.text}
        </pre>
      )}
    </article>
  );
}
