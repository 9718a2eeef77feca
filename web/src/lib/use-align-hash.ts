import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Content loaded after navigation changes the page's height, so an anchor (/#artists,
 * /artist/3#artist-collection) is re-aligned once the content above it is final.
 */
export function useAlignHash(settled: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (settled && hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
    }
  }, [settled, hash]);
}
