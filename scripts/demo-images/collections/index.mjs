// Every collection cover (web/public/demo/collections). Add a new cover's module here.

import { fall2026Cover } from './fall-2026.mjs';
import { spring2027Cover } from './spring-2027.mjs';
import { summer2026Cover } from './summer-2026.mjs';
import { winter2025Cover } from './winter-2025.mjs';

export const collectionCovers = [fall2026Cover, summer2026Cover, spring2027Cover, winter2025Cover];
