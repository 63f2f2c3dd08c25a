import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { listZipEntries, readZipEntry } from '../src/lib/zip-reader.ts';

type Cell = ExcelJS.CellValue;

/** A workbook made in memory by exceljs (shared strings, as Excel itself writes them). */
export async function workbookOf(rows: unknown[][], sheetName = 'Products'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row as Cell[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A large workbook written row by row with exceljs's streaming writer (inline strings). */
export async function streamedWorkbookOf(
  header: string[],
  rowCount: number,
  rowAt: (index: number) => Cell[],
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => output.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(header).commit();
  for (let index = 0; index < rowCount; index++) sheet.addRow(rowAt(index)).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** exceljs types its input as an ArrayBuffer (its `Buffer` is declared as one). */
function arrayBufferOf(file: Buffer): ArrayBuffer {
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}

/** The plain value of an exceljs cell (rich text joined). */
export function plainValue(value: Cell): unknown {
  if (value && typeof value === 'object' && 'richText' in value) {
    return value.richText.map((run) => run.text).join('');
  }
  return value ?? null;
}

/** Reads a workbook with exceljs: the first sheet's rows as objects keyed by the header row. */
export async function sheetObjects(file: Buffer): Promise<Record<string, unknown>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(arrayBufferOf(file));
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as Cell[]).map((cell) => String(plainValue(cell)));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const record: Record<string, unknown> = {};
    header.forEach((name, index) => {
      if (index > 0) record[name] = plainValue(row.getCell(index).value);
    });
    rows.push(record);
  });
  return rows;
}

/** One part of an .xlsx (a zip) as text, e.g. `xl/worksheets/sheet1.xml`. */
export async function zipPartText(file: Buffer, path: string): Promise<string> {
  const entry = listZipEntries(file).get(path);
  if (!entry) throw new Error(`no ${path} in the archive`);
  return (await readZipEntry(file, entry, { remaining: 1 << 30 })).toString('utf8');
}

/** Loads a workbook, lets `edit` change its first sheet, and writes it again. */
export async function editWorkbook(
  file: Buffer,
  edit: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(arrayBufferOf(file));
  edit(workbook.worksheets[0]!);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
