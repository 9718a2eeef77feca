import type { ReactNode } from 'react';
import type { HeroPlacement } from '@atelier/contracts';
import { HeroMediaBackdrop } from './hero-media-backdrop';

type HeroFrameProps = {
  placement: HeroPlacement;
  /** The id of the hero's h1, which names the section. */
  titleId: string;
  /** The warm glow over the dark background (a radial-gradient background class). */
  glowClass: string;
  /** How tall the hero is at the least (a min-h class). */
  minHeightClass: string;
  /** The small brass line above the headline. */
  eyebrow: string;
  /** The headline and what follows it. */
  children: ReactNode;
};

/**
 * A dark hero with the placement's active media behind it (image or muted looping video) and a glow
 * above that; with no media active, the dark background is the spec's default.
 */
export function HeroFrame({
  placement,
  titleId,
  glowClass,
  minHeightClass,
  eyebrow,
  children,
}: HeroFrameProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden bg-ink px-5 text-paper sm:px-8"
    >
      <HeroMediaBackdrop placement={placement} />
      <div aria-hidden className={`absolute inset-0 -z-10 ${glowClass}`} />
      <div className={`mx-auto flex ${minHeightClass} max-w-7xl flex-col justify-center py-24`}>
        <p className="text-[0.7rem] tracking-[0.35em] text-brass-300 uppercase">{eyebrow}</p>
        {children}
      </div>
    </section>
  );
}
