import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactEmailLink, HousePage, textLinkClass } from './house-page';

/** One question, answered in a native disclosure: keyboard and screen-reader ready, no script needed. */
function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group border-b border-ink/15 py-5">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-6 font-display text-2xl leading-snug focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass [&::-webkit-details-marker]:hidden">
        {question}
        <span aria-hidden className="mt-1 shrink-0 text-brass-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="mt-4 space-y-3 leading-relaxed text-ink/80">{children}</div>
    </details>
  );
}

/** FAQ: the questions shoppers ask before buying a piece. */
export function FaqPage() {
  const email = <ContactEmailLink />;
  const link = (to: string, text: string) => (
    <Link to={to} className={textLinkClass}>
      {text}
    </Link>
  );
  return (
    <HousePage
      path="/faq"
      eyebrow="Client care"
      description="Answers to what collectors ask Atelier most: one-of-a-kind pieces, availability, delivery, returns, payment, commissions, release alerts and care."
      intro={<p>What collectors ask us most. Anything else, write to {email} and a person will answer.</p>}
    >
      <div className="border-t border-ink/15">
        <Question question="Is every piece really one of a kind?">
          <p>
            Yes. Each piece is made once, by hand, by the artist named on its page, and never repeated. When a
            piece is sold it is gone for good; an artist may make something related, but never the same piece.
          </p>
        </Question>
        <Question question="How do I know a piece is still available?">
          <p>
            Its page shows how many are available, usually one. &lsquo;Reserved&rsquo; means another collector
            is paying for it right now: if they do not complete the payment within a few minutes, it is
            available again. &lsquo;Sold&rsquo; means it has found its home.
          </p>
        </Question>
        <Question question="What does delivery cost, and how long does it take?">
          <p>
            Delivery is white-glove and costs a flat $200 per piece. We call you within two business days of
            your purchase to arrange it; most pieces arrive three to six weeks after you order. See{' '}
            {link('/shipping', 'Shipping & Delivery')}.
          </p>
        </Question>
        <Question question="Do you ship outside the United States?">
          <p>We deliver within the United States only, including Alaska and Hawaii on a quoted timeline.</p>
        </Question>
        <Question question="Can I return a piece?">
          <p>
            Yes, within 14 days of delivery, in the condition it arrived in; commissioned pieces are the
            exception. See {link('/returns', 'Returns')}.
          </p>
        </Question>
        <Question question="How do I pay?">
          <p>
            By credit or debit card at checkout, through our secure payment provider, in US dollars. We never
            see or store your full card number.
          </p>
        </Question>
        <Question question="How do auctions and drawn releases work?">
          <p>
            To bid or enter a draw you verify your mobile number and put a card on file; nothing is charged
            until you win and pay. In an auction you give your maximum and we bid for you up to it; a bid in
            the last two minutes extends the auction, and a piece with a reserve is sold only if the reserve
            is met. A draw orders its entrants by a published, checkable method once entries close. The winner
            is texted a link and has 48 hours to pay; otherwise the piece is offered to the next in line. Bids
            are binding: see {link('/terms#auctions-and-draws', 'the terms of auctions and draws')} and{' '}
            {link('/drawn-releases/how-it-works', 'how drawn releases work')}.
          </p>
        </Question>
        <Question question="Can I see a piece before I buy it?">
          <p>
            Write to {email}: we can arrange a video call from the artist&apos;s studio, send further
            photographs and measurements, or, for pieces near you, a visit by appointment.
          </p>
        </Question>
        <Question question="Can I have something made for me?">
          <p>
            Yes. Tell us what you imagine through {link('/commission', 'Commission a Piece')}; we pair you
            with the right artist and come back with sketches, materials and a quote.
          </p>
        </Question>
        <Question question="How do release alerts work?">
          <p>
            On a Sneak Peek piece, choose &lsquo;Notify Me When Available&rsquo; and leave your US mobile
            number. We text you once to confirm (reply YES), then once when the piece is released. Reply STOP
            at any time to stop, HELP for help. Msg &amp; data rates may apply. See our{' '}
            {link('/privacy#text-messages', 'Privacy Policy')} and {link('/terms#text-alerts', 'Terms')}.
          </p>
        </Question>
        <Question question="How do I care for my piece?">
          <p>
            Every piece arrives with its artist&apos;s care card. In general: keep wood and lacquer out of
            direct sun and away from radiators, dust with a soft dry cloth, and use coasters and felt pads.
            For anything more, ask us and we will ask the artist.
          </p>
        </Question>
      </div>
    </HousePage>
  );
}
