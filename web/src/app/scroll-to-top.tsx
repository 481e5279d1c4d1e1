import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A client-side navigation keeps the old scroll offset; a new page should start at its top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
