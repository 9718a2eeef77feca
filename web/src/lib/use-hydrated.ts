import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while React hydrates server HTML, true from then on. A page showing the visitor's own data
 * (their cart, their order) is rendered on the server as loading, since the server never has it;
 * its chunk may arrive after the browser has already fetched that data, and rendering it then would
 * not match the server's HTML (React error #418). Such a page shows loading until hydrated.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
