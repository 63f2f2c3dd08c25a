import { toLocalMobile } from '../../../lib/local-mobile';

/** "+966551234567" → "055 123 4567": the local spelling, grouped the way people read it out. */
export function formatMobile(value: string): string {
  const local = toLocalMobile(value);
  const match = /^(05\d)(\d{3})(\d{4})$/.exec(local);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : local;
}
