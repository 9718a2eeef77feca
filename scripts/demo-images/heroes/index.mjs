// The demo store's hero images (web/public/demo/heroes): the home page hero and the Our Story
// hero, which the demo seed makes active (services/admin-media/src/seed). Add a new hero here.

import { homeHero } from './home.mjs';
import { storyHero } from './story.mjs';

export const heroes = [homeHero, storyHero];
