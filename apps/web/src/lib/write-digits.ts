import type { Digits } from './locales';

const ARABIC_INDIC_ZERO = 0x0660;

/**
 * Free text with figures (a countdown, a phone number, "2-4" days) in the given digits. Intl
 * formats numbers; this is for figures that are not one number.
 */
export function writeDigits(text: string, digits: Digits): string {
  return digits === 'arab'
    ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)))
    : text;
}

/**
 * A phone number ("+966 11 234 5678") in the given digits, its groups kept in reading order.
 * Arabic-Indic digits are not strongly left-to-right: between two groups the bidi algorithm would
 * run the spaces right to left and swap the groups, even inside `dir="ltr"`. A left-to-right mark
 * on each side of every space keeps them where they are.
 */
export function writePhoneDigits(text: string, digits: Digits): string {
  const written = writeDigits(text, digits);
  return digits === 'arab' ? written.replace(/ /g, '\u200e \u200e') : written;
}
