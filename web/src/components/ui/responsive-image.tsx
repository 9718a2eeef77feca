import { useState } from 'react';
import clsx from 'clsx';
import { imageSources } from '@/lib/image-ref';

/** Spec section 3: a stock image stands in for a product, artist or collection without one. */
export const STOCK_PLACEHOLDER_SRC = '/images/stock-placeholder.svg';

type ResponsiveImageProps = {
  imageRef: string | null | undefined;
  alt: string;
  /** Layout width hint for the srcset; defaults to a full-width image. */
  sizes?: string;
  /**
   * The page's largest above-the-fold image: loaded eagerly and first (the server render also
   * preloads it from <head>); everything else waits until it nears the viewport.
   */
  eager?: boolean;
  className?: string;
};

/** An image from an API reference, or the stock placeholder (never a broken image). */
export function ResponsiveImage({
  imageRef,
  alt,
  sizes = '100vw',
  eager = false,
  className,
}: ResponsiveImageProps) {
  const sources = imageSources(imageRef);
  // A missing file (or the SPA's HTML fallback answered for it) falls back to the placeholder.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = sources && failedSrc !== sources.src ? sources : null;
  return (
    <img
      src={usable?.src ?? STOCK_PLACEHOLDER_SRC}
      srcSet={usable?.srcSet}
      sizes={usable?.srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={usable ? () => setFailedSrc(usable.src) : undefined}
      className={clsx('bg-stone object-cover', className)}
    />
  );
}
