import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every navigation starts at the top (spec section 2), except links to an anchor such as
 * /#collections, which scroll to that section once it is in the document.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView?.({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash, key]);

  return null;
}
