import type { Language } from '@dukkan/contracts';
import type { Translation as Texts } from './en';
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

export interface Translator {
  /** The language texts are written in now. */
  readonly language: Language;
  t: TFunction;
  dir(): 'rtl' | 'ltr';
  /** A `t` that always writes `language`, whatever the current language becomes. */
  getFixedT(language: Language): TFunction;
  /** Loads `language`'s texts when they are not in yet, then makes it the current language. */
  changeLanguage(language: Language): Promise<void>;
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
  addTexts(language: Language, texts: Texts): void;
  /** A translator of its own in `language` that shares the texts (one per server render). */
  withLanguage(language: Language): Translator;
}

const PLACEHOLDER = /{{(.+?)}}/g;

/** `key`'s text in `texts` with its placeholders filled; the key itself when there is no such text. */
function translate(texts: Texts | undefined, key: string, values?: TextValues): string {
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
 * hundred bytes instead of i18next's 15 KB gzip on every first load. `loadTexts` fetches a
 * language's texts the first time it is needed.
 */
export function createTranslator(
  language: Language,
  loadTexts: (language: Language) => Promise<Texts>,
  texts: Partial<Record<Language, Texts>> = {},
): Translator {
  const listeners = new Set<LanguageListener>();
  const fixed = new Map<Language, TFunction>();
  let current = language;

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
      texts[lang] ??= await loadTexts(lang);
      if (lang === current) return;
      current = lang;
      for (const listener of listeners) listener(lang);
    },
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
    addTexts(lang, added) {
      texts[lang] = added;
    },
    withLanguage: (lang) => createTranslator(lang, loadTexts, texts),
  };
  return translator;
}
