import { createContext, useContext } from 'react';

/** What a server-rendered page says about itself, written into the document's head. */
export interface PageHead {
  status: number;
  /** The page's own title; the server adds the shop's name as the browser tab does. */
  title: string | null;
  description: string | null;
  /** An absolute or site-relative image for link previews (a product's large photo). */
  image: string | null;
  type: 'website' | 'product';
}

export function createPageHead(): PageHead {
  return { status: 200, title: null, description: null, image: null, type: 'website' };
}

/** Only the server provides one; in the browser the hooks below change the live document. */
export const PageHeadContext = createContext<PageHead | null>(null);

export function useServerPageHead(): PageHead | null {
  return useContext(PageHeadContext);
}

/** The HTTP status of a server-rendered page: 404 for an unknown or hidden product, say. */
export function usePageStatus(status: number): void {
  const head = useServerPageHead();
  if (head) head.status = status;
}
