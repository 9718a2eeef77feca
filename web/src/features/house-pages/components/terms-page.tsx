import { Link } from 'react-router';
import { POLICIES_UPDATED } from '../policies-updated';
import { ContactEmailLink, HousePage, HouseSection, textLinkClass } from './house-page';

/** Terms & Conditions: buying a one-of-a-kind piece, release previews and the text alert programme. */
export function TermsPage() {
  const email = <ContactEmailLink />;
  return (
    <HousePage
      path="/terms"
      eyebrow="The fine print"
      description="The terms on which Atelier sells one-of-a-kind furniture: prices and payment, holds at checkout, auctions and drawn releases, delivery, returns, sneak peeks, the text alert programme and commissions."
      updated={POLICIES_UPDATED}
      intro={
        <p>
          These terms apply when you use this website and when you buy from Atelier. By placing an order or
          signing up for text alerts you accept them; please read them with our{' '}
          <Link to="/privacy" className={textLinkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <HouseSection id="pieces" title="One-of-a-kind pieces">
        <p>
          Every piece is made by hand by the artist named on its page. Images show the piece itself or, for
          pieces still in the making, the artist&apos;s rendering of it. Natural materials vary, and
          dimensions are given to within one centimetre (about half an inch).
        </p>
      </HouseSection>

      <HouseSection id="prices" title="Prices and payment">
        <p>
          Prices are in US dollars and include the piece; delivery is added as shown in your order summary.
          Sales tax is charged where the law requires it. You pay by card through our payment provider, and
          your card is charged when you confirm payment.
        </p>
        <p>
          While you pay, the piece is held for you for a short time so that no one else can buy it; if the
          payment is not completed, the hold ends and the piece is available again. A piece is sold only once
          its payment has been confirmed. If we ever cannot deliver a piece you have paid for, we refund you
          in full.
        </p>
      </HouseSection>

      <HouseSection id="auctions-and-draws" title="Auctions and drawn releases">
        <p>
          Some pieces are sold by a timed auction or a drawn release instead of at a fixed price. To bid or
          enter you verify your mobile number with a texted code and put a card on file; nothing is charged
          then.
        </p>
        <ul>
          <li>
            <strong className="font-medium text-ink">Bids are binding.</strong> A bid is your offer to buy the
            piece at that price if it wins. You give your maximum; we bid for you, one increment at a time,
            only as far as another bid makes necessary, and nobody sees your maximum.
          </li>
          <li>
            A bid in the last two minutes extends the auction by two minutes. A piece may have a reserve, a
            price set by the house below which it is not sold; its page says whether the reserve is met. If no
            bid meets it, nobody wins and the piece returns to sale.
          </li>
          <li>
            <strong className="font-medium text-ink">Winning.</strong> The winner is texted a link to claim
            the piece: they give the delivery address and pay with the card on file, which is charged only
            then, for the winning bid, delivery and any sales tax. The claim is open for 48 hours.
          </li>
          <li>
            <strong className="font-medium text-ink">Second-chance offers.</strong> If a claim is not paid in
            time, or the card on file is declined, the claim lapses and the piece is offered, on the same
            terms, to the next highest bidder (in a draw, the next entrant in the drawn order); when no one is
            left, it returns to sale.
          </li>
          <li>
            <strong className="font-medium text-ink">How a draw is made.</strong> Verified buyers enter once
            each while entries are open. When entries open we publish a commitment to a secret seed (and,
            where the page says so, a future round of the drand public randomness beacon); at the close the
            order of entries is computed from them, the first entrants are offered the pieces and the others
            become alternates in that order. Anyone can check a draw:{' '}
            <Link to="/drawn-releases/how-it-works" className={textLinkClass}>
              how drawn releases work
            </Link>
            .
          </li>
        </ul>
      </HouseSection>

      <HouseSection id="delivery" title="Delivery, ownership and risk">
        <p>
          We deliver within the United States only, as described in{' '}
          <Link to="/shipping" className={textLinkClass}>
            Shipping &amp; Delivery
          </Link>
          . The piece is yours, and at your risk, once it has been delivered and you have signed the delivery
          receipt.
        </p>
      </HouseSection>

      <HouseSection id="returns" title="Returns and cancellations">
        <p>
          You may cancel before the piece leaves the studio, and return it within 14 days of delivery, on the
          terms set out in{' '}
          <Link to="/returns" className={textLinkClass}>
            Returns
          </Link>
          . Nothing in these terms limits the rights the law gives you as a consumer.
        </p>
      </HouseSection>

      <HouseSection id="sneak-peeks" title="Sneak peeks">
        <p>
          Pieces shown in Sneak Peek the Future are still being made. Their estimated prices, release dates
          and final appearance may change, and a signup or a like is not a reservation or an offer to sell.
        </p>
      </HouseSection>

      <HouseSection id="text-alerts" title="Text alert programme">
        <ul>
          <li>
            <strong className="font-medium text-ink">Atelier release alerts</strong> tell you by text message
            when a piece you asked about is available. You sign up with the &lsquo;Notify Me When
            Available&rsquo; form on a piece and confirm by replying YES to our first text.
          </li>
          <li>
            One text per piece you signed up for, sent when it is released. Message frequency varies. Msg
            &amp; data rates may apply.
          </li>
          <li>Reply STOP to cancel at any time, START to resubscribe, and HELP for help.</li>
          <li>Carriers are not liable for delayed or undelivered messages.</li>
          <li>
            Support: {email}. How we handle your number is set out in our{' '}
            <Link to="/privacy#text-messages" className={textLinkClass}>
              Privacy Policy
            </Link>
            .
          </li>
        </ul>
      </HouseSection>

      <HouseSection id="commissions" title="Commissions">
        <p>
          A commission request is an enquiry, not an order. A commission begins only once you accept our
          written proposal (design, materials, price and schedule) and pay the deposit it names.
        </p>
      </HouseSection>

      <HouseSection id="designs" title="Designs, images and text">
        <p>
          The designs belong to their artists, and the images and text on this site to Atelier or the artists.
          Buying a piece gives you the piece, not the right to reproduce its design. You may share our pages
          and images with a link back to us.
        </p>
      </HouseSection>

      <HouseSection id="liability" title="Our liability">
        <p>
          To the extent the law allows, our liability for any claim about a piece is limited to the price you
          paid for it, and we are not liable for indirect or consequential losses. Nothing here excludes
          liability that the law does not allow us to exclude.
        </p>
      </HouseSection>

      <HouseSection id="law" title="Governing law and changes">
        <p>
          These terms are governed by the laws of the State of New York. We may update them; the version
          published here when you place your order applies to that order. Questions: {email}.
        </p>
      </HouseSection>
    </HousePage>
  );
}
