import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page starts at its top; Back and Forward leave the position to the browser, which restores
 * it (history.scrollRestoration 'auto'). A link to an anchor on the page (#contenuto) scrolls there as usual.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
