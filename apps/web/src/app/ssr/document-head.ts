import type { Language } from '@dukkan/contracts';
import { pathInLanguage } from '../../i18n/language-path';
import type { PageHead } from './page-head';

/** The other language's locale for og:locale:alternate; Saudi Arabia first. */
const OG_LOCALES: Record<Language, string> = { ar: 'ar_SA', en: 'en_US' };

export interface DocumentHeadInput {
  lang: Language;
  /** The page's path inside the app, without the language prefix or query (`/product/5`). */
  appPath: string;
  /** The shop's public origin, for the absolute addresses previews and crawlers need. */
  origin: string;
  appName: string;
  head: PageHead;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The head of a server-rendered page: title and description in the page's language, the
 * canonical address, both languages' alternates (x-default: Arabic, the shop's first language)
 * and the link-preview tags WhatsApp, X, Snapchat and search engines read.
 */
export function renderDocumentHead({ lang, appPath, origin, appName, head }: DocumentHeadInput) {
  const other: Language = lang === 'ar' ? 'en' : 'ar';
  const url = (language: Language) => `${origin}${pathInLanguage(language, appPath)}`;
  const title = head.title ? `${head.title} · ${appName}` : appName;
  const description = head.description ?? '';
  const tags: [string, Record<string, string>][] = [
    ['link', { rel: 'canonical', href: url(lang) }],
    ['link', { rel: 'alternate', hreflang: 'ar', href: url('ar') }],
    ['link', { rel: 'alternate', hreflang: 'en', href: url('en') }],
    ['link', { rel: 'alternate', hreflang: 'x-default', href: url('ar') }],
    ['meta', { property: 'og:type', content: head.type }],
    ['meta', { property: 'og:site_name', content: appName }],
    ['meta', { property: 'og:title', content: head.title ?? appName }],
    ['meta', { property: 'og:description', content: description }],
    ['meta', { property: 'og:url', content: url(lang) }],
    ['meta', { property: 'og:locale', content: OG_LOCALES[lang] }],
    ['meta', { property: 'og:locale:alternate', content: OG_LOCALES[other] }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:title', content: head.title ?? appName }],
    ['meta', { name: 'twitter:description', content: description }],
  ];
  if (head.image) {
    const image = absolute(origin, head.image);
    tags.push(['meta', { property: 'og:image', content: image }]);
    tags.push(['meta', { name: 'twitter:image', content: image }]);
  }
  const rendered = tags.map(
    ([tag, attributes]) =>
      `<${tag} ${Object.entries(attributes)
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
        .join(' ')}>`,
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...rendered,
  ].join('\n    ');
}
