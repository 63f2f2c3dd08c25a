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
