import { useState } from 'react';
import clsx from 'clsx';
import { imageSources } from '@/lib/image-ref';

type ResponsiveImageProps = {
  imageRef: string | null | undefined;
  alt: string;
  /** Layout width hint for the srcset; defaults to a full-width image. */
  sizes?: string;
  /** Above-the-fold images load eagerly; everything else waits until it nears the viewport. */
  eager?: boolean;
  className?: string;
  /** 'dark' suits images behind light text (banners): no monogram, an ink gradient. */
  placeholderTone?: 'light' | 'dark';
};

/** An image from an API reference, or a quiet placeholder block (never a broken image). */
export function ResponsiveImage({
  imageRef,
  alt,
  sizes = '100vw',
  eager = false,
  className,
  placeholderTone = 'light',
}: ResponsiveImageProps) {
  const sources = imageSources(imageRef);
  // A missing file (or the SPA's HTML fallback answered for it) falls back to the placeholder.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!sources || failedSrc === sources.src)
    return <ImagePlaceholder label={alt} className={className} tone={placeholderTone} />;
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(sources.src)}
      className={clsx('object-cover', className)}
    />
  );
}

type PlaceholderProps = { label: string; className?: string; tone?: 'light' | 'dark' };

export function ImagePlaceholder({ label, className, tone = 'light' }: PlaceholderProps) {
  return (
    <div
      // A decorative image (empty alt) stays decorative as a placeholder.
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
      aria-label={label ? `${label} (image coming soon)` : undefined}
      className={clsx(
        'flex items-center justify-center',
        tone === 'light'
          ? 'bg-[radial-gradient(circle_at_30%_20%,#efe7da,#e2d6c3_60%,#d6c7ae)]'
          : 'bg-[radial-gradient(ellipse_at_75%_25%,#4a3f31,#2a251f_55%,#1c1a17)]',
        className,
      )}
    >
      {tone === 'light' && (
        <span aria-hidden className="font-display text-5xl text-brass-700/50 italic">
          A
        </span>
      )}
    </div>
  );
}
