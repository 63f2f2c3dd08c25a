import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi-text.ts';

// Runs come in drawing order, left to right. A run holding Arabic script is given in logical order
// because fontkit shapes it and lays it out right to left itself; any other run is already visual.
const runs = (line: string, direction: 'ltr' | 'rtl' | 'auto') =>
  visualRuns(line, 'regular', direction).map((run) => [run.font.split('-')[0], run.text]);

describe('visualRuns', () => {
  it('lays Arabic words out from the right, each word kept whole for shaping', () => {
    expect(runs('فاتورة ضريبية مبسطة', 'rtl')).toEqual([
      ['arabic', 'مبسطة'],
      ['latin', ' '],
      ['arabic', 'ضريبية'],
      ['latin', ' '],
      ['arabic', 'فاتورة'],
    ]);
  });

  it('keeps a Latin code left to right inside Arabic, with its brackets mirrored', () => {
    expect(runs('الخصم (WELCOME10)', 'rtl')).toEqual([
      ['latin', '('],
      ['latin', 'WELCOME10'],
      ['latin', ') '],
      ['arabic', 'الخصم'],
    ]);
  });

  it('puts English first and Arabic after it on a left-to-right line', () => {
    expect(runs('Cash on delivery · الدفع عند الاستلام', 'auto')).toEqual([
      ['latin', 'Cash on delivery · '],
      ['arabic', 'الاستلام'],
      ['latin', ' '],
      ['arabic', 'عند'],
      ['latin', ' '],
      ['arabic', 'الدفع'],
    ]);
  });

  it('hands Arabic-Indic digits over reversed, since fontkit reverses Arabic script', () => {
    // Read left to right the number must show ٢٥٠ (250).
    expect(runs('وزن ٢٥٠', 'rtl')).toEqual([
      ['arabic', '٠٥٢'],
      ['latin', ' '],
      ['arabic', 'وزن'],
    ]);
  });

  it('treats a percentage after Arabic as the bidi algorithm does (Arabic number, sign left)', () => {
    expect(runs('الضريبة 15%', 'rtl')).toEqual([
      ['latin', '%'],
      ['latin', '15'],
      ['latin', ' '],
      ['arabic', 'الضريبة'],
    ]);
  });
});
