import { describe, expect, it } from 'vitest';
import { streamedWorkbookOf, workbookOf } from '../../test/workbooks.ts';
import {
  NotWorkbookError,
  openFirstSheet,
  WorkbookTooLargeError,
  type SheetRow,
} from './xlsx-reader.ts';

const LIMIT = { maxInflatedBytes: 64 * 1024 * 1024 };

async function readAll(file: Buffer, options = LIMIT): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of await openFirstSheet(file, options)) rows.push(row);
  return rows;
}

describe('openFirstSheet', () => {
  it('reads every kind of cell value with its row number', async () => {
    const file = await workbookOf([
      ['text', 'number', 'bool', 'date', 'formula', 'rich', 'error'],
      [
        'Tom &amp; Jerry <b>',
        19.99,
        true,
        new Date('2026-01-31T00:00:00Z'),
        { formula: 'B2*2', result: 39.98 },
        { richText: [{ text: 'ri' }, { text: 'ch', font: { bold: true } }] },
        { error: '#N/A' },
      ],
      [],
      [null, 19.989999999999998],
    ]);
    const rows = await readAll(file);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 4]);
    expect(rows[1]!.cells).toEqual([
      'Tom &amp; Jerry <b>',
      19.99,
      true,
      new Date('2026-01-31T00:00:00Z'),
      39.98,
      'rich',
      { error: '#N/A' },
    ]);
    // Excel keeps 15 significant digits: the stored float noise reads as the number it shows.
    expect(rows[2]!.cells[1]).toBe(19.99);
  });

  it('keeps Arabic text intact across the chunks a large sheet streams in', async () => {
    const text = (index: number) => `منتج عربي رقم ${index} ${'وصف '.repeat(index % 7)}& <"'>`;
    const file = await streamedWorkbookOf(['name'], 20_000, (index) => [
      { richText: [{ text: text(index) }] },
    ]);
    const rows = await readAll(file);
    expect(rows).toHaveLength(20_001);
    const damaged = rows.slice(1).filter((row, index) => row.cells[0] !== text(index));
    expect(damaged).toEqual([]);
  });

  it('reads only the first worksheet', async () => {
    const rows = await readAll(await workbookOf([['first']], 'One'));
    expect(rows).toEqual([{ number: 1, cells: ['first'] }]);
  });

  it('refuses what is not a workbook', async () => {
    const notZip = [Buffer.alloc(0), Buffer.from('sku,name\n1,2\n'), Buffer.from('PK\x03\x04')];
    for (const file of notZip) {
      await expect(readAll(file)).rejects.toBeInstanceOf(NotWorkbookError);
    }
  });

  it('settles on every damaged archive, with rows or NotWorkbookError', async () => {
    const good = await workbookOf([
      ['sku', 'name'],
      ['A-1', 'اسم'],
    ]);
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let attempt = 0; attempt < 150; attempt++) {
      const damaged = Buffer.from(good);
      const start = Math.floor(random() * damaged.length);
      for (let at = start; at < Math.min(damaged.length, start + 1 + (attempt % 40)); at++) {
        damaged[at] = Math.floor(random() * 256);
      }
      const outcome = await readAll(damaged).then(
        () => 'rows',
        (error: unknown) => (error instanceof NotWorkbookError ? 'refused' : error),
      );
      expect(['rows', 'refused']).toContain(outcome);
    }
  });

  it('stops a workbook that inflates beyond the limit', async () => {
    const file = await workbookOf([['x'.repeat(10_000)], ['y'.repeat(10_000)]]);
    await expect(readAll(file, { maxInflatedBytes: 5_000 })).rejects.toBeInstanceOf(
      WorkbookTooLargeError,
    );
  });
});
