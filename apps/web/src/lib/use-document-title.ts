import { useEffect } from 'react';
import { PRODUCT_NAME } from '@codepath/contract/constants';

/** Names the browser tab after the page, so history and tabs stay readable. */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}
