import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { deepZoomSource } from '@/lib/image-ref';
import { type DeepZoomControls, DeepZoomViewer } from './deep-zoom-viewer';
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

// A key press or button press zooms by this factor; the arrow keys pan a fifth of the screen.
const ZOOM_STEP = 1.5;
const PAN_STEP = 0.2;

/**
 * A piece's images full screen: arrows (buttons, the arrow keys, or a swipe) step through them,
 * Esc or Close returns to the page with the focus where it was (Radix Dialog). An uploaded image
 * opens in the deep zoom viewer (its tiles at full resolution): + and - zoom, the arrow keys pan,
 * 0 goes back to the whole image, drag and pinch too; the buttons step between images. Without
 * tiles it is today's enlarged image.
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
  const zoomSource = deepZoomSource(imageRefs[index]);
  const zoom = useRef<DeepZoomControls | null>(null);
  const [zoomable, setZoomable] = useState(false);
  const [zoomLevel, setZoomLevel] = useState(1);
  const swipeFrom = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    // Over tiles a drag pans the image: no swipe.
    swipeFrom.current = zoomable ? null : event.clientX;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const controls = zoom.current;
    if (zoomable && controls) {
      const pan: Record<string, [number, number]> = {
        ArrowLeft: [-PAN_STEP, 0],
        ArrowRight: [PAN_STEP, 0],
        ArrowUp: [0, -PAN_STEP],
        ArrowDown: [0, PAN_STEP],
      };
      if (event.key === '+' || event.key === '=') controls.zoomBy(ZOOM_STEP);
      else if (event.key === '-' || event.key === '_') controls.zoomBy(1 / ZOOM_STEP);
      else if (event.key === '0') controls.home();
      else if (pan[event.key]) controls.panBy(...pan[event.key]);
      else return;
      event.preventDefault();
      return;
    }
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  const enlarged = (
    <ResponsiveImage
      key={imageRefs[index]}
      imageRef={imageRefs[index]}
      alt={`${name}, image ${index + 1} of ${count}`}
      eager
      sizes="100vw"
      className="max-h-full w-auto max-w-full bg-transparent object-contain"
    />
  );

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
          onKeyDown={onKeyDown}
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
            {zoomSource ? (
              <DeepZoomViewer
                key={zoomSource}
                source={zoomSource}
                alt={`${name}, image ${index + 1} of ${count}`}
                controls={zoom}
                onZoomChange={setZoomLevel}
                onReadyChange={(ready) => {
                  setZoomable(ready);
                  setZoomLevel(1);
                }}
                fallback={enlarged}
              />
            ) : (
              enlarged
            )}
            {zoomable && (
              <div
                className="absolute bottom-8 left-1/2 flex -translate-x-1/2 gap-1 bg-ink/70"
                data-testid="deep-zoom-controls"
                data-zoom={zoomLevel.toFixed(2)}
                onPointerDown={(event) => event.stopPropagation()}
              >
                <ZoomButton
                  label="Zoom out"
                  onClick={() => zoom.current?.zoomBy(1 / ZOOM_STEP)}
                  Icon={ZoomOut}
                />
                <ZoomButton label="Whole image" onClick={() => zoom.current?.home()} Icon={RotateCcw} />
                <ZoomButton label="Zoom in" onClick={() => zoom.current?.zoomBy(ZOOM_STEP)} Icon={ZoomIn} />
              </div>
            )}
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

function ZoomButton({ label, onClick, Icon }: { label: string; onClick: () => void; Icon: typeof ZoomIn }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="p-3 hover:text-brass focus-visible:outline-2 focus-visible:outline-brass"
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
