import { type PointerEvent, type RefObject, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ResponsiveImage } from './responsive-image';

type ImageLightboxProps = {
  imageRefs: readonly string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Gets the focus back on close (opened without a Radix trigger, the dialog knows none). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

// A horizontal move this long (px) is a swipe, not a tap.
const SWIPE_PX = 50;

/**
 * A piece's images full screen: arrows (buttons, the arrow keys, or a swipe) step through them,
 * Esc or Close returns to the page with the focus where it was (Radix Dialog).
 */
export function ImageLightbox({
  imageRefs,
  name,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: ImageLightboxProps) {
  const count = imageRefs.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const swipeFrom = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          onKeyDown={(event) => {
            if (count < 2) return;
            if (event.key === 'ArrowRight') go(1);
            else if (event.key === 'ArrowLeft') go(-1);
          }}
          className="fixed inset-0 z-50 flex flex-col text-paper focus:outline-none"
        >
          <div className="flex items-center justify-between px-4 py-3 sm:px-6">
            <Dialog.Title className="text-sm tracking-[0.15em] uppercase">
              {name}
              {count > 1 && (
                <span className="ml-3 text-paper/70 tabular-nums" data-testid="lightbox-position">
                  {index + 1} / {count}
                </span>
              )}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="p-2 hover:text-brass focus-visible:outline-2 focus-visible:outline-brass"
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-6 select-none sm:px-16"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            // A dragged image would end the pointer's gesture before the swipe is seen.
            onDragStart={(event) => event.preventDefault()}
          >
            <ResponsiveImage
              key={imageRefs[index]}
              imageRef={imageRefs[index]}
              alt={`${name}, image ${index + 1} of ${count}`}
              eager
              sizes="100vw"
              className="max-h-full w-auto max-w-full bg-transparent object-contain"
            />
            {count > 1 && (
              <>
                <StepButton label="Previous image" onClick={() => go(-1)} side="left" />
                <StepButton label="Next image" onClick={() => go(1)} side="right" />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StepButton({
  label,
  onClick,
  side,
}: {
  label: string;
  onClick: () => void;
  side: 'left' | 'right';
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      onPointerDown={(event) => event.stopPropagation()}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2 sm:left-4' : 'right-2 sm:right-4'} -translate-y-1/2 bg-ink/60 p-2 hover:text-brass focus-visible:outline-2 focus-visible:outline-brass`}
    >
      <Icon className="size-7" aria-hidden />
    </button>
  );
}
