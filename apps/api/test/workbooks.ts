import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
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

/**
 * A copy of an .xlsx with one part's text changed by `edit` (every part stored uncompressed), for
 * content exceljs will not write itself, such as an XML character reference like `&#0;`.
 */
export async function withEditedPart(
  file: Buffer,
  path: string,
  edit: (text: string) => string,
): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, entry] of listZipEntries(file)) {
    let data = await readZipEntry(file, entry, { remaining: 1 << 30 });
    if (name === path) data = Buffer.from(edit(data.toString('utf8')), 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
