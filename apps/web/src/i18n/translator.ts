import type { Language } from '@dukkan/contracts';
import type { Translation as Texts } from './translation';
import { directionOf } from './language';

/** Every text's dotted key (`header.searchLabel`), from the English texts' shape. */
type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];
export type TextKey = KeyOf<Texts>;

/** Values for a text's `{{name}}` placeholders. */
export type TextValues = Record<string, string | number | null | undefined>;

export type TFunction = (key: TextKey, values?: TextValues) => string;

type LanguageListener = (language: Language) => void;

/** Loads a part of one language's texts (a chunk of its own in the browser). */
export type TextsLoader = (language: Language) => Promise<Partial<Texts>>;

/** What a translator and the translators made from it share: texts, parts, what is loaded. */
interface SharedTexts {
  texts: Partial<Record<Language, Partial<Texts>>>;
  parts: TextsLoader[];
  /** The parts in each language; a language added whole (`addTexts`) needs none. */
  loaded: Map<Language, Set<TextsLoader>>;
  complete: Set<Language>;
}

export interface Translator {
  /** The language texts are written in now. */
  readonly language: Language;
  t: TFunction;
  dir(): 'rtl' | 'ltr';
  /** A `t` that always writes `language`, whatever the current language becomes. */
  getFixedT(language: Language): TFunction;
  /** Loads `language`'s texts when they are not in yet, then makes it the current language. */
  changeLanguage(language: Language): Promise<void>;
  /**
   * Adds a part of the texts (the dashboard's) that loads on demand: now in the current language,
   * and in any language changed to later. Resolves once the current language's part is in.
   */
  addPart(load: TextsLoader): Promise<void>;
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
  /** Every text of `language`, all parts (the server and unit tests have them from the start). */
  addTexts(language: Language, texts: Texts): void;
  /** A translator of its own in `language` that shares the texts (one per server render). */
  withLanguage(language: Language): Translator;
}

const PLACEHOLDER = /{{(.+?)}}/g;

/** `key`'s text in `texts` with its placeholders filled; the key itself when there is no such text. */
function translate(texts: Partial<Texts> | undefined, key: string, values?: TextValues): string {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  if (!values) return node;
  // A placeholder without a value stays as written, so a missing value shows rather than vanishes.
  return node.replace(PLACEHOLDER, (placeholder, name: string) => {
    const trimmed = name.trim();
    if (!(trimmed in values)) return placeholder;
    const value = values[trimmed];
    return value === null || value === undefined ? '' : String(value);
  });
}

/**
 * The app's texts by dotted key with `{{name}}` placeholders: all the storefront and dashboard ask
 * of a translation library (no text has plural forms: counts are placed in a sentence that reads
 * for any number, "Items: {{count}}", which Arabic needs anyway with its six forms), in a few
 * hundred bytes instead of i18next's 15 KB gzip on every first load. `loadShopTexts` fetches a
 * language's shop texts the first time it is needed; other parts (`addPart`) follow on demand.
 * Languages in `texts` are whole from the start.
 */
export function createTranslator(
  language: Language,
  loadShopTexts: TextsLoader,
  texts: Partial<Record<Language, Partial<Texts>>> = {},
): Translator {
  const complete = new Set(Object.keys(texts) as Language[]);
  return translatorOver(language, { texts, parts: [loadShopTexts], loaded: new Map(), complete });
}

function translatorOver(language: Language, shared: SharedTexts): Translator {
  const { texts, parts, loaded, complete } = shared;
  const listeners = new Set<LanguageListener>();
  const fixed = new Map<Language, TFunction>();
  let current = language;

  /**
   * Loads the parts of `lang` not in yet, each once, and merges them into its texts; null when
   * all are in, so a switch between loaded languages happens at once (tests and the server rely
   * on it).
   */
  function loadParts(lang: Language, wanted: readonly TextsLoader[]): Promise<void> | null {
    const done = loaded.get(lang) ?? new Set<TextsLoader>();
    loaded.set(lang, done);
    const missing = complete.has(lang) ? [] : wanted.filter((part) => !done.has(part));
    if (missing.length === 0) return null;
    return Promise.all(missing.map((part) => part(lang))).then((added) => {
      texts[lang] = Object.assign({}, texts[lang], ...added) as Partial<Texts>;
      for (const part of missing) done.add(part);
    });
  }

  function switchTo(lang: Language) {
    if (lang === current) return;
    current = lang;
    for (const listener of listeners) listener(lang);
  }

  const translator: Translator = {
    get language() {
      return current;
    },
    t: (key, values) => translate(texts[current], key, values),
    dir: () => directionOf(current),
    getFixedT(lang) {
      let t = fixed.get(lang);
      if (!t) fixed.set(lang, (t = (key, values) => translate(texts[lang], key, values)));
      return t;
    },
    async changeLanguage(lang) {
      const loading = loadParts(lang, parts);
      if (loading) await loading;
      switchTo(lang);
    },
    async addPart(load) {
      if (!parts.includes(load)) parts.push(load);
      await loadParts(current, [load]);
    },
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
    addTexts(lang, added) {
      texts[lang] = added;
      complete.add(lang);
    },
    withLanguage: (lang) => translatorOver(lang, shared),
  };
  return translator;
}
