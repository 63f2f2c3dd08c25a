import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useServerPageHead } from '../app/ssr/page-head';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

export interface PageMetaExtras {
  /** The link preview's picture (a product's large photo). */
  image?: string | null;
  type?: 'website' | 'product';
}

/**
 * Sets the tab title ("Title · Dukkan") and the meta description for the current page, so shared
 * links and search results describe the page rather than the whole shop. On the server the same
 * call fills the page's head (with the link-preview tags) instead.
 */
export function usePageMeta(
  title: string | null,
  description?: string,
  extras: PageMetaExtras = {},
): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  const fallbackDescription = t('app.description');
  const serverHead = useServerPageHead();
  if (serverHead) {
    serverHead.title = title;
    serverHead.description = description || fallbackDescription;
    serverHead.image = extras.image ?? null;
    serverHead.type = extras.type ?? 'website';
  }

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
    setMetaDescription(description || fallbackDescription);
  }, [title, description, appName, fallbackDescription]);
}
