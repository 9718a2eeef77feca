import { useState } from 'react';
import clsx from 'clsx';
import { ResponsiveImage } from './responsive-image';

type ImageGalleryProps = { imageRefs: readonly string[]; name: string };

/** Main image plus, when there is more than one, a 4-column thumbnail grid (spec section 2). */
export function ImageGallery({ imageRefs, name }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = imageRefs[selected] ?? imageRefs[0] ?? null;
  return (
    <div>
      <ResponsiveImage
        key={current}
        imageRef={current}
        alt={name}
        eager
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="aspect-square w-full"
      />
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
