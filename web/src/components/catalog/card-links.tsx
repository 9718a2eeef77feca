import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** The storefront's visible keyboard focus on a link. */
export const linkFocus = 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass';

/** The grid widths of a card: a third of the page on desktop, half on tablets, all of it on phones. */
export const thirdWidthSizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

type CardImageLinkProps = {
  to: string;
  imageRef: string | null | undefined;
  /** The image's box and its hover effect. */
  className: string;
  sizes?: string;
  /** The link's own box, when it is the card's frame (the artist's portrait). */
  frameClassName?: string;
};

/**
 * A card's picture, linked to what the card shows. The title link is the one announced, so this
 * copy of it for pointer users is out of the tab order and hidden from screen readers.
 */
export function CardImageLink({
  to,
  imageRef,
  className,
  sizes = thirdWidthSizes,
  frameClassName,
}: CardImageLinkProps) {
  return (
    <Link to={to} tabIndex={-1} aria-hidden className={frameClassName ?? 'block'}>
      <ResponsiveImage imageRef={imageRef} alt="" sizes={sizes} className={className} />
    </Link>
  );
}

/** A piece card's picture (4:5 on stone) with what sits over it: its badge, its like button. */
export function CardPicture({
  to,
  imageRef,
  className,
  children,
}: {
  to: string;
  imageRef: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-stone">
      <CardImageLink to={to} imageRef={imageRef} className={`aspect-[4/5] w-full ${className}`} />
      {children}
    </div>
  );
}

/** A card's heading: the one link to what the card shows that assistive technology announces. */
export function CardTitle({
  id,
  to,
  className,
  children,
}: {
  id: string;
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <h3 id={id} className={className}>
      <Link to={to} className={`hover:underline ${linkFocus}`}>
        {children}
      </Link>
    </h3>
  );
}
