import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A client-side navigation keeps the old scroll offset; a new page should start at its top, at
 * once. The page's smooth scrolling (for in-page links) would animate the jump instead, and the
 * new page's content arriving mid-animation stopped it part-way: after an account deletion the
 * landing page opened 460 px down.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
