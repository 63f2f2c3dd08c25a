/**
 * "+9665XXXXXXXX" (how the API stores Saudi mobiles) → "05XXXXXXXX", the way people in the
 * Kingdom write their number. Digits only, so it also reads correctly inside right-to-left text.
 * Anything else is returned unchanged.
 */
export function toLocalMobile(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^\+966(5\d{8})$/.exec(value);
  return match ? `0${match[1]}` : value;
}
