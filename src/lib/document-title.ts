import { useEffect } from 'react';
import { useServerHead } from '../ui/server-head';

export const SITE_NAME = 'Pivot Furniture';

/** `FAQ | Pivot Furniture`; the bare site name for the home page. */
export function documentTitle(pageTitle?: string | null): string {
  const title = pageTitle?.trim();
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the tab title while the page is shown. */
export function useDocumentTitle(pageTitle?: string | null): void {
  useServerHead({ title: documentTitle(pageTitle) });
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
