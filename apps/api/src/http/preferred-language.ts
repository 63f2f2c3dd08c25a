import type { Language } from '@dukkan/contracts';

/** The shopper's saved choice (the `lang` cookie the storefront writes), if any. */
function cookieLanguage(cookie: string | undefined): Language | null {
  const match = /(?:^|;\s*)lang=(ar|en)(?:;|$)/.exec(cookie ?? '');
  return match ? (match[1] as Language) : null;
}

/** The first of Arabic and English in Accept-Language's order of preference, if either is there. */
function acceptedLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { base: range.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ base, q }) => (base === 'ar' || base === 'en') && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? null;
}

/**
 * The language an unprefixed address opens in: the saved choice, else the browser's preference
 * between Arabic and English, else Arabic (the shop's first language).
 */
export function preferredLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  return cookieLanguage(headers.cookie) ?? acceptedLanguage(headers['accept-language']) ?? 'ar';
}
