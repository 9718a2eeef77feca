import type { PieceEnquiry } from '@atelier/contracts';
import { Link } from 'react-router';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format';
import { usePieceEnquiries } from '../api/get-piece-enquiries';
import { useMarkEnquiryRead } from '../api/mark-enquiry-read';

/** Collectors' questions about pieces ('Ask about this piece'), newest first, each with its piece linked. */
export function PieceEnquiriesList({ csrfToken }: { csrfToken: string }) {
  const enquiries = usePieceEnquiries();
  const markRead = useMarkEnquiryRead();
  const read = (enquiry: PieceEnquiry) =>
    markRead.mutate(
      { id: enquiry.id, csrfToken },
      {
        onSuccess: () => toast({ title: 'Question marked as read' }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to mark the question as read.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <section aria-labelledby="piece-enquiries-heading" className="mt-14">
      <h3 id="piece-enquiries-heading" className="font-display text-3xl">
        Questions about pieces
      </h3>
      <QueryStatus
        query={enquiries}
        loading="Loading questions..."
        failed="Questions about pieces could not be loaded."
        onRetry={() => void enquiries.refetch()}
      >
        {enquiries.data?.length === 0 ? (
          <p className="mt-4 border border-ink/10 px-6 py-8 text-center text-ink/70">
            No questions yet. They appear here when collectors use 'Ask about this piece'.
          </p>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-2" data-testid="piece-enquiries">
            {enquiries.data?.map((enquiry) => (
              <li
                key={enquiry.id}
                className={clsx(
                  'flex flex-col border bg-white p-5',
                  enquiry.status === 'unread' ? 'border-brass' : 'border-ink/10',
                )}
              >
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/product/${enquiry.productId}`}
                    className="font-display text-xl underline-offset-4 hover:underline"
                  >
                    {enquiry.pieceName}
                  </Link>
                  {enquiry.status === 'unread' && (
                    <span className="shrink-0 border border-brass-700/60 px-2 py-0.5 text-[0.65rem] tracking-[0.2em] text-brass-700 uppercase">
                      New
                    </span>
                  )}
                </div>
                <p className="mt-2 text-sm text-ink/75">
                  {enquiry.name} ·{' '}
                  <a href={`mailto:${enquiry.email}`} className="underline underline-offset-2">
                    {enquiry.email}
                  </a>{' '}
                  · {formatDateTime(enquiry.createdAt)}
                </p>
                <p className="mt-3 break-words whitespace-pre-line text-ink/90">{enquiry.message}</p>
                {enquiry.status === 'unread' && (
                  <button
                    type="button"
                    onClick={() => read(enquiry)}
                    disabled={markRead.isPending}
                    className={buttonClass('outline', 'mt-4 self-start')}
                  >
                    Mark as read
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </section>
  );
}
