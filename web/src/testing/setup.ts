import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetToasts } from '@/components/ui/use-toast';

afterEach(() => {
  cleanup();
  resetToasts();
});

// jsdom lacks these; the app calls them for scroll restoration and anchors.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
