import { Link } from 'react-router';
import { SMS_CONSENT_TEXT } from '@atelier/contracts/sms-consent-text';
import { POLICIES_UPDATED } from '../policies-updated';
import { ContactEmailLink, HousePage, HouseSection, textLinkClass } from './house-page';

/**
 * Privacy Policy. Its text-message part is what a carrier's registration of the text programme asks
 * a privacy policy to say: what a signup stores, double opt-in, frequency, STOP and HELP, rates, and
 * that opt-in data is never shared. It must stay true to services/notifications.
 */
export function PrivacyPage() {
  const email = <ContactEmailLink />;
  return (
    <HousePage
      path="/privacy"
      eyebrow="The fine print"
      description="What Atelier collects when you buy, commission a piece or sign up for text alerts about a release, why, who we share it with, how long we keep it, and how to opt out."
      updated={POLICIES_UPDATED}
      intro={
        <p>
          We collect only what we need to sell, deliver and tell you about our pieces. We do not sell your
          personal information, and we use no advertising trackers.
        </p>
      }
    >
      <HouseSection id="who-we-are" title="Who we are">
        <p>
          Atelier sells one-of-a-kind furniture made with independent artists. Questions about this policy or
          your information go to {email}.
        </p>
      </HouseSection>

      <HouseSection id="purchases" title="When you buy a piece">
        <p>
          We keep the name, e-mail address and phone number you give at checkout, your billing and delivery
          addresses and any delivery instructions. We use them to fulfil your order, to call you to arrange
          delivery, and to send your receipt. Your card details go straight to our payment provider; we never
          see or store your full card number.
        </p>
      </HouseSection>

      <HouseSection id="text-messages" title="Text message alerts">
        <p>
          When you ask to be told by text message that a piece is available (&lsquo;Notify Me When
          Available&rsquo;), we store, as the record of your consent:
        </p>
        <ul>
          <li>your phone number (US numbers, in international format);</li>
          <li>
            the exact consent wording shown beside the form, which today reads: &ldquo;{SMS_CONSENT_TEXT}
            &rdquo;
          </li>
          <li>the date and time you signed up;</li>
          <li>the internet (IP) address your request came from;</li>
          <li>the page you signed up on, and the piece you asked about.</li>
        </ul>
        <p>
          <strong className="font-medium text-ink">Double opt-in.</strong> We then send one text asking you to
          reply YES. Until you reply YES we send that number nothing else, and at most one such request a day,
          however many pieces it is signed up for. A signup not confirmed within 48 hours is deleted.
        </p>
        <p>
          <strong className="font-medium text-ink">Message frequency.</strong> Once you have confirmed, you
          receive one text when each piece you asked about is released, plus a single reply whenever you text
          us STOP, START or HELP. Message frequency varies with our releases. Msg &amp; data rates may apply.
        </p>
        <p>
          <strong className="font-medium text-ink">STOP and HELP.</strong> Reply STOP at any time to end all
          texts from us (CANCEL, END, QUIT and UNSUBSCRIBE work too); we confirm once and never text you again
          unless you reply START. Reply HELP for help, or write to {email}. Carriers are not liable for
          delayed or undelivered messages.
        </p>
        <p>
          <strong className="font-medium text-ink">No sharing.</strong> No mobile information will be shared
          with third parties or affiliates for marketing or promotional purposes. Text messaging opt-in data
          and consent are not shared with any third party; our text provider processes your number only to
          deliver our messages. When you opt out, we keep your number on our opt-out list so we never text it
          again.
        </p>
      </HouseSection>

      <HouseSection id="commissions" title="When you ask us to commission a piece">
        <p>
          We keep the name, e-mail, phone number, location and project details you send, to reply to you and
          to discuss the piece with the artist we pair you with.
        </p>
      </HouseSection>

      <HouseSection id="browser" title="In your browser">
        <p>
          To keep your cart and the pieces you like without an account, your browser holds a random session id
          in its local storage; it carries no personal information. We set no advertising or analytics
          cookies. The admin sign-in uses a cookie for the house&apos;s staff only.
        </p>
      </HouseSection>

      <HouseSection id="sharing" title="Who we share it with">
        <ul>
          <li>our payment provider, to take your payment;</li>
          <li>our fine-art carrier, which receives your name, phone number and delivery address;</li>
          <li>our text message provider, to deliver the texts you asked for;</li>
          <li>the artist, when you commission a piece, for the details of your project;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
        <p>Each receives only what its task needs and may not use it for anything else.</p>
      </HouseSection>

      <HouseSection id="retention" title="How long we keep it">
        <p>
          Order records are kept for seven years, as tax law requires. Unconfirmed text signups are deleted
          after 48 hours; confirmed ones, with their consent record, are kept while you are signed up and then
          as the record of your consent, unless you ask us to delete them. Commission requests are kept for
          two years after our last exchange unless they become an order.
        </p>
      </HouseSection>

      <HouseSection id="your-rights" title="Your choices and rights">
        <p>
          You can ask us what we hold about you, to correct it, or to delete it, by writing to {email}; we
          answer within 30 days. Residents of California and other states with privacy laws have these rights
          by law, and we extend them to everyone. We will not treat you differently for using them.
        </p>
        <p>
          The terms of our text alerts are also set out in our{' '}
          <Link to="/terms#text-alerts" className={textLinkClass}>
            Terms &amp; Conditions
          </Link>
          .
        </p>
      </HouseSection>

      <HouseSection id="changes" title="Changes to this policy">
        <p>
          When this policy changes, we publish the new text here with its date. We never apply a change to the
          consent you already gave without asking you again.
        </p>
      </HouseSection>
    </HousePage>
  );
}
