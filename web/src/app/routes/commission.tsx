import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { CommissionForm } from '@/features/custom-orders/components/commission-form';

/** 'Commission a piece': the custom-order request form, then a confirmation that takes the focus. */
export function CommissionRoute() {
  const [sentBy, setSentBy] = useState<string | null>(null);
  // Linked from a piece: "Commission something similar" brings the piece and its artist along,
  // "Enquire about this piece" its id too (about), and the request then names the piece's page.
  const [params] = useSearchParams();
  const piece = params.get('piece')?.slice(0, 200);
  const artist = params.get('artist')?.slice(0, 200);
  const about = /^\d{1,9}$/.test(params.get('about') ?? '') ? params.get('about') : null;
  const pieceName = piece ? `${piece}${artist ? ` by ${artist}` : ''}` : null;
  const enquiry = about && pieceName ? { pieceName, path: `/product/${about}` } : null;
  const likeThis = pieceName ? `Something like ${pieceName}` : null;
  const reference = enquiry ? `About ${enquiry.pieceName}` : likeThis;
  const initialDescription = enquiry
    ? `About ${enquiry.pieceName} (${enquiry.path}): `
    : likeThis
      ? `${likeThis}. `
      : '';
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="px-5 py-16 sm:px-8 md:py-24">
      <title>Commission a Piece | Atelier</title>
      <div className="mx-auto max-w-3xl">
        <p className="text-[0.7rem] tracking-[0.35em] text-brass-700 uppercase">Custom orders</p>
        <h1 className="mt-4 font-display text-5xl leading-tight sm:text-6xl">
          {enquiry ? 'Enquire about this piece' : 'Commission a piece'}
        </h1>
        {sentBy ? (
          <div className="mt-10 border border-ink/15 p-8" role="status">
            <h2 ref={confirmationRef} tabIndex={-1} className="font-display text-3xl focus:outline-none">
              Thank you, {sentBy}.
            </h2>
            <p className="mt-3 text-ink/75">
              Your request has reached our studio. We read every one and will be in touch within a few days to
              talk through your piece.
            </p>
            <Link to="/" className={buttonClass('outline', 'mt-8')}>
              Back to the collections
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-5 max-w-2xl text-lg text-ink/75">
              {enquiry
                ? 'Ask us anything about this piece: its making, its care, delivery to your home, or a variation made for you. The studio answers every enquiry within a few days.'
                : 'Tell us about the piece you imagine. We will pair you with the right artist and come back to you with sketches, materials and a quote.'}
            </p>
            {reference && (
              <p className="mt-6 border-l-2 border-brass pl-4 text-ink/80" data-testid="commission-reference">
                {enquiry ? (
                  <Link to={enquiry.path} className="underline-offset-4 hover:underline">
                    {reference}
                  </Link>
                ) : (
                  reference
                )}
              </p>
            )}
            <div className="mt-12">
              <CommissionForm
                initialDescription={initialDescription}
                onSubmitted={(name) => {
                  setSentBy(name);
                  requestAnimationFrame(() => confirmationRef.current?.focus());
                }}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export { CommissionRoute as Component };
