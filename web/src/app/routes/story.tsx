import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { HeroFrame } from '@/components/hero-media/hero-frame';
import { HomeSectionButtons } from '@/components/layout/home-section-buttons';
import { activeHeroMediaQueryOptions } from '@/lib/api/get-active-hero-media';

const chapters = [
  {
    title: 'Furniture as art',
    text: [
      'Atelier began with a simple conviction: the table you gather around, the chair you read in and the cabinet that keeps your keepsakes deserve the same care as the paintings on your walls.',
      'We work with independent artists and master makers who treat wood, stone, bronze and textile as a medium for expression. Every piece starts as a sketch in their studio and ends as a one-of-a-kind object in yours.',
    ],
  },
  {
    title: 'Made in small numbers',
    text: [
      'We release our work in quarterly collections, each a small body of pieces made in limited quantities. When a piece finds its home, it is gone for good; we never mass-produce a design.',
      'That scarcity is not a marketing device. It is the honest pace of hand work: joinery cut and fitted by hand, finishes built up coat by coat, surfaces carved until they feel right under the palm.',
    ],
  },
  {
    title: 'A story with every piece',
    text: [
      'Each piece arrives with the story of how it was made: the tree it came from, the idea that shaped it and the hands that finished it. We photograph the process and share it on every product page.',
      'Sneak Peek the Future lets you follow works still at the bench, so you can ask to be told the moment they are released.',
    ],
  },
];

const SECTION_LABELS = { collections: 'Explore Collections', 'sneak-peek': 'Sneak Peek the Future' };

export function StoryRoute() {
  const navigate = useNavigate();
  // The spec goes home and scrolls after about 100 ms, once the section is mounted. Going to the
  // section's anchor does that at once, and the home page re-aligns it when its data has loaded
  // (sections above it change height), which a fixed delay cannot know.
  const goToSection = (id: string) => void navigate({ pathname: '/', hash: id });

  return (
    <>
      <title>Our Story | Atelier</title>
      <HeroFrame
        placement="story"
        titleId="story-title"
        glowClass="bg-[radial-gradient(ellipse_at_25%_30%,rgba(194,168,120,0.2),transparent_60%)]"
        minHeightClass="min-h-[60svh]"
        eyebrow="Atelier · Since 2025"
      >
        <h1 id="story-title" className="mt-6 font-display text-5xl leading-[1.05] sm:text-7xl">
          Our Story
        </h1>
        <p className="mt-8 max-w-2xl text-base leading-relaxed text-paper/75 sm:text-lg">
          A house for furniture made as art: one-of-a-kind pieces, made by hand with the artists who imagine
          them.
        </p>
      </HeroFrame>
      <div className="px-5 py-20 sm:px-8 md:py-28">
        <div className="mx-auto max-w-3xl space-y-16">
          {chapters.map((chapter, index) => (
            <section key={chapter.title} aria-labelledby={`story-chapter-${index}`}>
              <h2 id={`story-chapter-${index}`} className="font-display text-4xl">
                {chapter.title}
              </h2>
              <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink/80">
                {chapter.text.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
          <HomeSectionButtons
            onGo={goToSection}
            labels={SECTION_LABELS}
            tone="dark"
            className="border-t border-ink/10 pt-12"
          />
        </div>
      </div>
    </>
  );
}

/** The story hero's active media, in the HTML the gateway serves. */
export const firstData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(activeHeroMediaQueryOptions('story'));

export { StoryRoute as Component };
