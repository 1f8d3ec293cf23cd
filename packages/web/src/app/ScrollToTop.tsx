import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Every route change starts at the top of the page (docs/product.md, Pages);
 * a link with a #fragment goes to that section instead.
 */
export function ScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    const hash = window.location.hash;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The page may still be loading its chunk: look for the section for a short while.
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target || ++tries > 40) {
        window.clearInterval(timer);
        target?.scrollIntoView();
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
  return null;
}
