import { lazy, Suspense, useRef, useState } from 'react';
import clsx from 'clsx';
import { Maximize2 } from 'lucide-react';
import { ResponsiveImage } from './responsive-image';

// Loaded on the first click: the page's first paint does not wait for the dialog's code.
const ImageLightbox = lazy(() => import('./image-lightbox').then((m) => ({ default: m.ImageLightbox })));

type ImageGalleryProps = { imageRefs: readonly string[]; name: string };

/**
 * Main image plus, when there is more than one, a 4-column thumbnail grid (spec section 2). The main
 * image opens the lightbox, full screen, at the image shown.
 */
export function ImageGallery({ imageRefs, name }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const enlargeButton = useRef<HTMLButtonElement>(null);
  const current = imageRefs[selected] ?? imageRefs[0] ?? null;
  return (
    <div>
      {current ? (
        <button
          ref={enlargeButton}
          type="button"
          onClick={() => setEnlarged(true)}
          aria-label={`Enlarge image ${selected + 1} of ${imageRefs.length}`}
          className="group relative block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass"
        >
          <ResponsiveImage
            key={current}
            imageRef={current}
            alt={name}
            eager
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-square w-full"
          />
          <span className="absolute right-3 bottom-3 bg-paper/85 p-2 text-ink opacity-80 group-hover:opacity-100">
            <Maximize2 className="size-4" aria-hidden />
          </span>
        </button>
      ) : (
        <ResponsiveImage imageRef={null} alt={name} eager className="aspect-square w-full" />
      )}
      {enlarged && (
        <Suspense fallback={null}>
          <ImageLightbox
            imageRefs={imageRefs}
            name={name}
            index={selected}
            onIndexChange={setSelected}
            onClose={() => setEnlarged(false)}
            returnFocusTo={enlargeButton}
          />
        </Suspense>
      )}
      {imageRefs.length > 1 && (
        <ul aria-label="Images" className="mt-4 grid grid-cols-4 gap-3">
          {imageRefs.map((ref, index) => (
            <li key={`${ref}-${index}`}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${imageRefs.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={clsx(
                  'block w-full border-2 transition-opacity focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass',
                  index === selected ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ResponsiveImage
                  imageRef={ref}
                  alt=""
                  sizes="(min-width: 1024px) 12vw, 25vw"
                  className="aspect-square w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
