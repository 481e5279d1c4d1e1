import { useEffect } from 'react';

const productName = 'RBT Nanny Connect';

/**
 * Names the browser tab after the page (WCAG 2.4.2): "Parent Dashboard | RBT Nanny Connect".
 * The product's own name comes back when the page goes.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${productName}`;
    return () => {
      document.title = productName;
    };
  }, [title]);
}
