// Hero media of the demo store, made active on first start so the home page and Our Story open on
// a furnished room rather than a bare dark block. The images are renderings produced by
// scripts/demo-images/render.mjs (heroes/) and shipped in web/public/demo; each URL names the
// 960 px file and the web app derives the srcset from its -480 / -1600 siblings.

import type { HeroMediaInput, HeroPlacement } from '@atelier/contracts';

export const demoHeroMedia: Array<{ placement: HeroPlacement; input: HeroMediaInput }> = [
  {
    placement: 'home',
    input: {
      title: 'Evening light on the Meridian table',
      mediaUrl: '/demo/heroes/home-960.webp',
      mediaType: 'image',
      isActive: true,
    },
  },
  {
    placement: 'story',
    input: {
      title: 'The Harrow sideboard under the arch',
      mediaUrl: '/demo/heroes/story-960.webp',
      mediaType: 'image',
      isActive: true,
    },
  },
];
