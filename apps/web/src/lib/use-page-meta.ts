import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the tab title ("Title · Dukkan") and the meta description for the current page, so shared
 * links and search results describe the page rather than the whole shop.
 */
export function usePageMeta(title: string | null, description?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  const fallbackDescription = t('app.description');

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
    setMetaDescription(description || fallbackDescription);
  }, [title, description, appName, fallbackDescription]);
}
