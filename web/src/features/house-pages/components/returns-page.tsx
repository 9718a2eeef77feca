import { Link } from 'react-router';
import { POLICIES_UPDATED } from '../policies-updated';
import { ContactEmailLink, HousePage, HouseSection, textLinkClass } from './house-page';

/** Returns: what a one-of-a-kind piece allows, how a return is collected, and refunds. */
export function ReturnsPage() {
  const email = <ContactEmailLink />;
  return (
    <HousePage
      path="/returns"
      eyebrow="Client care"
      description="Returning a one-of-a-kind Atelier piece: a 14-day return window from delivery, white-glove collection, refunds to your card, and what cannot be returned."
      updated={POLICIES_UPDATED}
      intro={
        <p>
          Each piece is made once, by hand, and never again, so we ask you to choose with care, and we are
          here to help you do so. If a piece is not right for your home, you can still return it.
        </p>
      }
    >
      <HouseSection id="return-window" title="14 days to decide">
        <p>
          You may return a piece within 14 days of its delivery, provided it is in the condition in which it
          arrived. Write to us at {email} with your name and the piece, and we will call you to arrange the
          collection.
        </p>
      </HouseSection>

      <HouseSection id="collection" title="How a return is collected">
        <p>
          The same white-glove carrier collects the piece from your home and packs it on site; please do not
          wrap or move it yourself. We quote the cost of the collection before booking it, and it is deducted
          from your refund. The original $200 delivery charge is not refunded.
        </p>
      </HouseSection>

      <HouseSection id="refunds" title="Refunds">
        <p>
          When the piece is back in the studio, the artist inspects it within five business days. We then
          refund the purchase price, less the collection cost, to the card you paid with. Your card provider
          may take a further five to ten business days to show it.
        </p>
      </HouseSection>

      <HouseSection id="exceptions" title="What cannot be returned">
        <ul>
          <li>
            Commissioned pieces, made to your own brief through{' '}
            <Link to="/commission" className={textLinkClass}>
              Commission a Piece
            </Link>
            , and pieces changed at your request (a different size, wood or finish).
          </li>
          <li>Pieces that have been altered, refinished or damaged after delivery.</li>
          <li>Pieces returned more than 14 days after their delivery.</li>
        </ul>
      </HouseSection>

      <HouseSection id="damage" title="Damaged on arrival">
        <p>
          A piece damaged in transit is not a return: report it as described under{' '}
          <Link to="/shipping#inspection" className={textLinkClass}>
            inspection on delivery
          </Link>
          . We then repair it through the artist&apos;s studio at our cost or, if you prefer, collect it and
          refund you in full, delivery included.
        </p>
      </HouseSection>

      <HouseSection id="cancelling" title="Changing your mind before delivery">
        <p>
          You can cancel an order at any time before the piece leaves the studio and receive a full refund,
          delivery included. Once it is on its way, the return terms above apply.
        </p>
      </HouseSection>

      <HouseSection id="natural-materials" title="Natural materials, and our guarantee">
        <p>
          Wood grain, stone veining, the depth of a lacquer and the weave of a textile vary from piece to
          piece and from photographs to daylight: that is the nature of the materials, not a fault. Wood moves
          a little with the seasons, and some finishes deepen with age.
        </p>
        <p>
          We stand behind the making of every piece. If a joint, hinge, finish or upholstery fails through a
          fault in its making within two years of delivery, the artist&apos;s studio repairs it free of
          charge.
        </p>
      </HouseSection>
    </HousePage>
  );
}
