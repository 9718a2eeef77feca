import { HeroFrame } from '@/components/hero-media/hero-frame';
import { HomeSectionButtons } from '@/components/layout/home-section-buttons';
import { preloadHeroFont } from '@/styles/font-preloads';

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  // Move focus with the view so keyboard users continue from the section they jumped to.
  target?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

const SECTION_LABELS = { collections: 'EXPLORE COLLECTIONS', 'sneak-peek': 'SNEAK PEEK THE FUTURE' };

export function Hero() {
  preloadHeroFont();
  return (
    <HeroFrame
      placement="home"
      titleId="hero-title"
      glowClass="bg-[radial-gradient(ellipse_at_70%_20%,rgba(194,168,120,0.16),transparent_55%)]"
      minHeightClass="min-h-[calc(100svh-4.5rem)]"
      eyebrow="Atelier · Limited editions"
    >
      <h1
        id="hero-title"
        className="mt-6 max-w-4xl font-display text-5xl leading-[1.02] font-medium sm:text-7xl md:text-8xl"
      >
        {/* Each sentence stays whole: the line may break between them, never inside one. */}
        <span className="sm:whitespace-nowrap">Furniture as Art.</span>{' '}
        <span className="whitespace-nowrap">One of a Kind.</span>
      </h1>
      <p className="mt-8 max-w-xl text-base leading-relaxed text-paper/75 sm:text-lg">
        Sculptural pieces made by hand with independent artists, released in small quarterly collections.
      </p>
      <HomeSectionButtons onGo={scrollToSection} labels={SECTION_LABELS} tone="light" className="mt-12" />
      <p
        role="note"
        className="mt-14 inline-flex max-w-full items-center gap-3 self-start border-y border-paper/40 py-2.5 text-[0.7rem] font-medium tracking-[0.25em] text-paper/90 uppercase sm:text-xs"
      >
        {/* The seed's words in the house's voice (issue 34): a quiet rule and a brass mark, not a red
            banner. Only the mark pulses, three times, where motion is welcome. */}
        <span aria-hidden className="relative flex size-1.5 shrink-0">
          <span className="absolute inline-flex size-full rounded-full bg-brass-300 opacity-75 motion-safe:animate-ping-thrice" />
          <span className="relative inline-flex size-1.5 rounded-full bg-brass-300" />
        </span>
        LIMITED QUANTITIES - THESE PIECES WON'T LAST
      </p>
    </HeroFrame>
  );
}
