import { useSearchParams } from 'react-router';
import { parseIdParam } from '@atelier/contracts/storefront-constants';
import { DRAND_QUICKNET } from '@atelier/contracts';
import { DrawCheck } from './draw-check';

/**
 * "How the draw works / check it yourself": the algorithm, precisely enough to re-implement, and
 * (with ?release=ID) that release's published record, checked in the visitor's own browser.
 */
export function HowDrawsWorkPage() {
  const [params] = useSearchParams();
  const releaseId = parseIdParam(params.get('release'));
  return (
    <article className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
      <title>How our draws work | Atelier</title>
      <h1 className="font-display text-5xl leading-tight">How our draws work</h1>
      <p className="mt-6 text-lg text-ink/80">
        When a piece draws far more buyers than there are pieces, we sell it by draw, not first come, first
        served: a fast connection or a bot gains nothing. And you do not have to trust us: the draw can be
        checked by anyone, with the numbers we publish.
      </p>
      <ol className="mt-8 grid list-decimal gap-4 pl-6 text-ink/85">
        <li>
          When entries open, we pick a secret <strong>seed</strong>: 32 random bytes, written as 64
          hexadecimal characters. We publish its <strong>SHA-256</strong> on the piece's page at once. That
          commits us to the seed: we cannot change it later without the hash giving us away.
        </li>
        <li>
          At the same moment we fix a future round of{' '}
          <a href="https://drand.love" className="underline underline-offset-4">
            drand
          </a>
          's public randomness beacon (its <strong>quicknet</strong> chain, run by the League of Entropy: a
          new random value every 3 seconds, signed by the group): the first round published after entries are
          advertised to close. We publish that round number beside the commitment. Nobody, us included, can
          know its value before then, so we cannot know the draw's outcome while entries are open.
        </li>
        <li>
          Verified buyers enter while the window is open: one entry per phone number and one per card. Each
          entry gets a random <strong>entry id</strong> (a UUID), shown to the person who entered.
        </li>
        <li>
          When the window closes, the draw waits for that round, then is made once, by the algorithm below,
          and we publish the seed, the round's randomness and drand's signature of it, and every entry id
          (never a phone number or a name).
        </li>
        <li>
          The first entries in the drawn order win, one per piece, and are texted a link to claim. Everyone
          after them is an alternate, in that order: an unclaimed win passes to the next one automatically.
        </li>
      </ol>
      <h2 className="mt-12 font-display text-3xl">The algorithm (hmac-sha256-drand-v2)</h2>
      <ul className="mt-4 grid list-disc gap-2 pl-6 text-ink/85">
        <li>
          <code>commitment = hex(SHA-256(seed bytes))</code>: the 32 bytes the 64 hex characters stand for.
        </li>
        <li>
          The beacon: drand quicknet round <code>R</code>, published at{' '}
          <code>{DRAND_QUICKNET.genesisTime} + (R − 1) × 3</code> seconds (Unix time). Its{' '}
          <code>signature</code> is a BLS12-381 signature on G1 (scheme <code>{DRAND_QUICKNET.schemeId}</code>
          , hash to curve of RFC 9380 with tag <code>{DRAND_QUICKNET.dst}</code>) of{' '}
          <code>SHA-256(R as 8 bytes, big-endian)</code>, under quicknet's public key{' '}
          <code className="break-all">{DRAND_QUICKNET.publicKey}</code> (chain{' '}
          <code className="break-all">{DRAND_QUICKNET.chainHash}</code>). Its{' '}
          <code>randomness = SHA-256(signature bytes)</code>.
        </li>
        <li>
          <code>key = HMAC-SHA256(key = seed bytes, message = the 32 bytes of the randomness)</code>.
        </li>
        <li>
          For each entry id: <code>score = hex(HMAC-SHA256(key, message = entry id as UTF-8))</code>,
          lowercase hex.
        </li>
        <li>
          Order the entries by score, smallest first (comparing the hex strings; if two scores were ever
          equal, by entry id). The order depends only on the seed and the set of entries, not on how they are
          listed.
        </li>
      </ul>
      <p className="mt-4 text-ink/85">
        A release opened where the beacon cannot be reached (an offline store) says so on its page and uses{' '}
        <strong>hmac-sha256-v1</strong>: the same steps with <code>key = seed bytes</code> and no beacon. Then
        you are trusting us not to have entered ourselves with an entry whose place we computed from the seed;
        with the beacon, that would be guesswork.
      </p>
      <h2 className="mt-12 font-display text-3xl">Check it yourself</h2>
      <p className="mt-4 text-ink/85">
        Every drawn release publishes its record as JSON at <code>/api/drawn-releases/ID/draw</code>: the
        commitment, the seed, the drand round with its randomness and signature, the entry ids and the drawn
        order. Our repository carries a script that checks drand's signature offline against quicknet's public
        key (written into it) and recomputes the key and the order with Node.js:
      </p>
      <pre className="mt-4 overflow-x-auto bg-ink/5 p-4 text-xs">
        node scripts/verify-draw.mjs https://this-store/api/drawn-releases/ID/draw
      </pre>
      <p className="mt-4 text-ink/85">
        It prints the order, one entry id a line, and says whether the signature verifies, the round came
        after the close, the seed matches the commitment and the order matches ours; it fails loudly
        otherwise. Any language with SHA-256, HMAC and a BLS12-381 library can do the same; the box below does
        it in your browser.
      </p>
      {releaseId !== undefined && <DrawCheck releaseId={releaseId} />}
    </article>
  );
}
