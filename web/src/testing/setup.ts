import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from '@/components/ui/use-toast';

// A route's first render loads its lazy module; on a 2-core machine busy with other builds that
// can pass the default 1 s of findBy*, which would fail a correct screen.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  resetToasts();
});

// jsdom lacks these; the app calls them for scroll restoration and anchors.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
