/**
 * An area's server messages in both languages. The Arabic table must have exactly the English
 * table's keys, so a message added in one language and forgotten in the other fails to compile.
 */
export function defineMessages<const En extends Record<string, string>>(
  en: En,
  ar: { [K in keyof En]: string },
): { en: En; ar: { [K in keyof En]: string } } {
  return { en, ar };
}
