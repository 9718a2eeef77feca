import { lazy, Suspense, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

// Loaded on the first press: the product page's first load carries none of the form's code.
const PieceEnquiryDialog = lazy(() =>
  import('./piece-enquiry-dialog').then((m) => ({ default: m.PieceEnquiryDialog })),
);

/** 'Ask about this piece': a button that opens the short question form, naming the piece. */
export function AskAboutPiece({ productId, pieceName }: { productId: number; pieceName: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('outline', 'w-full')}
      >
        Ask about this piece
      </button>
      {open && (
        <Suspense fallback={null}>
          <PieceEnquiryDialog
            productId={productId}
            pieceName={pieceName}
            onClose={() => setOpen(false)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
