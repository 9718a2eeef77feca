import { Link } from 'react-router';
import { ContactEmailLink, HousePage, HouseSection, textLinkClass } from './house-page';

/** Shipping & Delivery: white-glove delivery arranged by phone, lead times, inspection on arrival. */
export function ShippingPage() {
  return (
    <HousePage
      path="/shipping"
      eyebrow="Client care"
      description="White-glove delivery anywhere in the United States, arranged by phone after your purchase: lead times, packaging, preparing your home and inspecting your piece on arrival."
      intro={
        <p>
          Every Atelier piece is delivered white-glove, by a two-person team that carries it into your home,
          unwraps it and places it where you want it. We deliver within the United States only.
        </p>
      }
    >
      <HouseSection id="how-delivery-works" title="How delivery works">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Within two business days of your purchase, our client care team calls you at the phone number you
            gave at checkout to agree a delivery day and a four-hour window.
          </li>
          <li>
            The piece is prepared in the artist&apos;s studio, wrapped in its own protective packaging and
            collected by our fine-art carrier. It travels insured for its full purchase price.
          </li>
          <li>The day before delivery we call again to confirm the window and any access details.</li>
          <li>
            On the day, the team brings the piece to the room of your choice, unpacks it, fits any legs or
            shelves that travel separately, places it, and takes every bit of packaging away.
          </li>
        </ol>
      </HouseSection>

      <HouseSection id="cost" title="What delivery costs">
        <p>
          Delivery is a flat $200 per piece, shown in your order summary before you pay. It covers the piece's
          individual protective packaging, insured freight and the white-glove team. There is nothing more to
          pay on the day.
        </p>
      </HouseSection>

      <HouseSection id="lead-times" title="Lead times">
        <ul>
          <li>
            <strong className="font-medium text-ink">Pieces available now</strong> leave the studio within two
            weeks of your purchase. With transit, most arrive three to six weeks after you order; we give you
            the exact date when we call.
          </li>
          <li>
            <strong className="font-medium text-ink">Lacquered and oil-finished pieces</strong> may rest a
            further week or two before they travel, so the finish is fully cured. We tell you when we call.
          </li>
          <li>
            <strong className="font-medium text-ink">Alaska, Hawaii and US territories</strong> take longer;
            we quote the timeline by phone before the piece leaves the studio.
          </li>
          <li>
            <strong className="font-medium text-ink">Commissioned pieces</strong> follow the schedule agreed
            with the artist, usually twelve to twenty weeks from the approved design.
          </li>
        </ul>
      </HouseSection>

      <HouseSection id="preparing" title="Preparing for delivery">
        <p>
          Please measure doorways, stairways, elevators and tight turns on the way to the room, and tell us
          about them when we call, together with parking or loading restrictions. If your building asks for a
          certificate of insurance, let us know at least five business days ahead and we will have our carrier
          send one. Someone aged 18 or over needs to be at home for the delivery.
        </p>
      </HouseSection>

      <HouseSection id="inspection" title="Inspection on delivery">
        <p>
          Before the team leaves, look the piece over with them in good light: every surface, edge, drawer and
          door. If anything is wrong, note it on the delivery receipt and take photographs; the team will
          help.
        </p>
        <p>
          Damage that was hidden by packaging or only shows later can be reported up to 48 hours after
          delivery at <ContactEmailLink />, with photographs. Because every piece is one of a kind, we cannot
          send a replacement: the artist&apos;s studio repairs the piece at our cost, or, if you prefer, we
          collect it and refund you in full, delivery included. See{' '}
          <Link to="/returns" className={textLinkClass}>
            Returns
          </Link>{' '}
          for everything else.
        </p>
      </HouseSection>

      <HouseSection id="rescheduling" title="Rescheduling">
        <p>
          You can move your delivery at no cost up to 48 hours before the agreed window: call or write to us.
          We hold a finished piece for you free of charge for up to 30 days while you prepare its room; after
          that, we agree storage with you before charging for it.
        </p>
      </HouseSection>

      <HouseSection id="where" title="Where we deliver">
        <p>
          We deliver to addresses in the United States only, and cannot ship internationally or to freight
          forwarders. If your piece is a gift, enter the recipient&apos;s delivery address at checkout and
          tell us in the special delivery instructions; we will call the number you give us.
        </p>
      </HouseSection>
    </HousePage>
  );
}
