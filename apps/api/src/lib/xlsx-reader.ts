import { StringDecoder } from 'node:string_decoder';
import {
  listZipEntries,
  readZipEntry,
  readZipEntryChunks,
  ZipFormatError,
  ZipTooLargeError,
  type InflateBudget,
  type ZipEntry,
} from './zip-reader.ts';

/**
 * Reads the first worksheet of an .xlsx file as plain values, row by row.
 *
 * Why not exceljs's readers (exceljs 4.4.0, measured on a 50,000-row sheet): the streaming
 * `WorkbookReader` decodes each inflated chunk separately, so an Arabic letter split across two
 * chunks turns into U+FFFD (6 of 20,000 Arabic names came back damaged); it decodes XML entities
 * twice in inline strings ("&amp;" came back as "&"); and it never settles on about one damaged
 * archive in seven (a worksheet piped to a temporary file without an error handler). The in-memory
 * `Workbook.xlsx.load` took 14.6 s and 675 MB. This reader decodes each part as a whole text,
 * checks every part's CRC, caps how far the archive may inflate, and streams the sheet itself.
 *
 * SpreadsheetML is machine-written, so the elements read here (`row`, `c`, `v`, `is`, `t`, `si`,
 * `xf`, `numFmt`) are matched directly; any namespace prefix is accepted.
 */

export type CellValue = string | number | boolean | Date | { error: string } | null;

export interface SheetRow {
  /** The row number as the spreadsheet shows it (from 1). */
  number: number;
  /** By column: index 0 is column A. Missing cells are holes. */
  cells: CellValue[];
}

/** The file is not a readable workbook (not a zip, damaged, or without a worksheet). */
export class NotWorkbookError extends Error {
  override name = 'NotWorkbookError';
}

/** The workbook inflates beyond the allowed size. */
export class WorkbookTooLargeError extends Error {
  override name = 'WorkbookTooLargeError';
}

/**
 * An element with or without a namespace prefix (`<row>`, `<x:row>`): group 1 is its attributes,
 * group 2 its content (undefined when self-closing). Patterns are compiled once per name.
 */
const patterns = new Map<string, RegExp>();
function element(name: string): RegExp {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(
      `<(?:\\w+:)?${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${name}>)`,
      'g',
    );
    patterns.set(name, pattern);
  }
  return pattern;
}

const ROW_END = /<\/(?:\w+:)?row>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name]!;
    const code = decimal ? Number(decimal) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Cell text: XML entities, then the `_xHHHH_` escapes Excel writes for control characters. */
function decodeCellText(text: string): string {
  const decoded = decodeXml(text);
  return decoded.includes('_x')
    ? decoded.replace(/_x([0-9A-Fa-f]{4})_/g, (_, code: string) =>
        String.fromCharCode(parseInt(code, 16)),
      )
    : decoded;
}

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    found[match[1]!] = decodeXml(match[2] ?? match[3] ?? '');
  }
  return found;
}

function firstElement(xml: string, name: string): RegExpExecArray | null {
  const pattern = element(name);
  pattern.lastIndex = 0;
  const match = pattern.exec(xml);
  pattern.lastIndex = 0;
  return match;
}

/** One attribute of a cell or row (the hot path: cheaper than reading them all). */
const CELL_ATTRIBUTES = {
  r: /\br\s*=\s*["']([^"']*)/,
  t: /\bt\s*=\s*["']([^"']*)/,
  s: /\bs\s*=\s*["']([^"']*)/,
};
function cellAttribute(text: string, name: keyof typeof CELL_ATTRIBUTES): string | undefined {
  return CELL_ATTRIBUTES[name].exec(text)?.[1];
}

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs joined, phonetic hints left out. */
function itemText(inner: string): string {
  const visible = inner.includes('rPh')
    ? inner.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '')
    : inner;
  let text = '';
  for (const run of visible.matchAll(element('t'))) text += decodeCellText(run[2] ?? '');
  return text;
}

/** Excel's built-in date and time formats (ECMA-376 §18.8.30, plus the East Asian date ids). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

function isDateFormatCode(code: string): boolean {
  // Quoted text, escaped characters, [colours]/[locales] and padding say nothing about dates.
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]|[_*]./g, '');
  return !/^general$/i.test(bare.trim()) && /[dmyhs]/i.test(bare);
}

/** For each cell style index (`s`), whether its number format shows a date. */
function dateStyles(stylesXml: string | null): boolean[] {
  if (!stylesXml) return [];
  const custom = new Map<number, string>();
  for (const match of stylesXml.matchAll(element('numFmt'))) {
    const attrs = attributes(match[1]!);
    custom.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
  }
  const cellXfs = firstElement(stylesXml, 'cellXfs')?.[2] ?? '';
  return [...cellXfs.matchAll(element('xf'))].map((match) => {
    const id = Number(attributes(match[1]!).numFmtId ?? 0);
    const code = custom.get(id);
    return code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormatCode(code);
  });
}

/** Excel's serial day number → a UTC date (1900 system, whose day 60 is a phantom 29 Feb 1900). */
function excelDate(serial: number, date1904: boolean): Date {
  const unixDays = date1904 ? serial - 24_107 : serial - (serial < 61 ? 25_568 : 25_569);
  return new Date(Math.round(unixDays * 86_400_000));
}

function columnIndex(reference: string | undefined): number | null {
  const letters = reference ? /^[A-Za-z]+/.exec(reference)?.[0] : undefined;
  if (!letters) return null;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

interface SheetContext {
  sharedStrings: string[];
  dateStyles: boolean[];
  date1904: boolean;
}

function cellValue(attrs: string, inner: string, ctx: SheetContext): CellValue {
  const type = cellAttribute(attrs, 't') ?? 'n';
  if (type === 'inlineStr') {
    const item = firstElement(inner, 'is');
    return item ? itemText(item[2] ?? '') : null;
  }
  const raw = firstElement(inner, 'v')?.[2];
  if (raw === undefined) return null;
  switch (type) {
    case 's':
      return ctx.sharedStrings[Number(raw)] ?? null;
    case 'str':
      return decodeCellText(raw);
    case 'b':
      return raw.trim() === '1' || raw.trim().toLowerCase() === 'true';
    case 'e':
      return { error: decodeXml(raw) };
    case 'd': {
      const date = new Date(raw.trim());
      return Number.isNaN(date.getTime()) ? { error: raw } : date;
    }
    default: {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      if (!Number.isFinite(number)) return { error: raw };
      if (ctx.dateStyles[Number(cellAttribute(attrs, 's') ?? 0)])
        return excelDate(number, ctx.date1904);
      // Excel keeps 15 significant digits; a stored 19.989999999999998 is the 19.99 it shows.
      return Number(number.toPrecision(15));
    }
  }
}

function* rowsIn(xml: string, ctx: SheetContext, previous: { row: number }): Generator<SheetRow> {
  for (const rowMatch of xml.matchAll(element('row'))) {
    const rowNumber = Number(cellAttribute(rowMatch[1]!, 'r')) || previous.row + 1;
    previous.row = rowNumber;
    const cells: CellValue[] = [];
    let column = -1;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(element('c'))) {
      column = columnIndex(cellAttribute(cellMatch[1]!, 'r')) ?? column + 1;
      cells[column] = cellValue(cellMatch[1]!, cellMatch[2] ?? '', ctx);
    }
    yield { number: rowNumber, cells };
  }
}

/** Where the last complete row of `text` ends, or -1. */
function lastRowEnd(text: string): number {
  const plain = text.lastIndexOf('</row>');
  if (plain >= 0) return plain + '</row>'.length;
  let cut = -1;
  for (const end of text.matchAll(ROW_END)) cut = end.index + end[0].length;
  return cut;
}

/** Streams the sheet: whole rows are parsed as soon as their closing tag has arrived. */
async function* sheetRows(
  file: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
  ctx: SheetContext,
): AsyncGenerator<SheetRow> {
  const decoder = new StringDecoder('utf8');
  const previous = { row: 0 };
  let pending = '';
  for await (const chunk of readZipEntryChunks(file, entry, budget)) {
    pending += decoder.write(chunk);
    const cut = lastRowEnd(pending);
    if (cut < 0) continue;
    yield* rowsIn(pending.slice(0, cut), ctx, previous);
    pending = pending.slice(cut);
  }
  yield* rowsIn(pending + decoder.end(), ctx, previous);
}

function relationships(xml: string): { type: string; target: string; id: string }[] {
  return [...xml.matchAll(element('Relationship'))].map((match) => {
    const attrs = attributes(match[1]!);
    return { id: attrs.Id ?? '', type: attrs.Type ?? '', target: attrs.Target ?? '' };
  });
}

/** A relationship target, relative to the folder of the part that names it, as a zip path. */
function resolvePart(fromFolder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : fromFolder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment && segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const relsOf = (path: string) =>
  `${folderOf(path)}_rels/${path.slice(path.lastIndexOf('/') + 1)}.rels`;

export interface OpenSheetOptions {
  /** How far the parts read may inflate in total (a zip bomb stops here). */
  maxInflatedBytes: number;
}

/**
 * Opens the first worksheet (in the workbook's tab order) and returns its rows as they stream.
 * Throws `NotWorkbookError` or `WorkbookTooLargeError`, also from the returned generator.
 */
export async function openFirstSheet(
  file: Buffer,
  options: OpenSheetOptions,
): Promise<AsyncGenerator<SheetRow>> {
  const budget = { remaining: options.maxInflatedBytes };
  try {
    const entries = listZipEntries(file);
    const text = async (path: string | undefined) => {
      const entry = path === undefined ? undefined : entries.get(path);
      return entry ? (await readZipEntry(file, entry, budget)).toString('utf8') : null;
    };
    const rootRels = relationships((await text('_rels/.rels')) ?? '');
    const office = rootRels.find((rel) => rel.type.endsWith('/officeDocument'));
    const workbookPath = office ? resolvePart('', office.target) : 'xl/workbook.xml';
    const workbookXml = await text(workbookPath);
    if (!workbookXml) throw new NotWorkbookError('no workbook part');
    const rels = relationships((await text(relsOf(workbookPath))) ?? '');
    const firstSheet = firstElement(workbookXml, 'sheet');
    const sheetRelId = Object.entries(attributes(firstSheet?.[1] ?? '')).find(([name]) =>
      /:id$/.test(name),
    )?.[1];
    const sheetRel = rels.find((rel) => rel.id === sheetRelId);
    const sheetEntry =
      sheetRel && entries.get(resolvePart(folderOf(workbookPath), sheetRel.target));
    if (!sheetEntry) throw new NotWorkbookError('no worksheet');
    const partOf = (suffix: string) => {
      const rel = rels.find((candidate) => candidate.type.endsWith(suffix));
      return rel && resolvePart(folderOf(workbookPath), rel.target);
    };
    const sharedXml = await text(partOf('/sharedStrings'));
    const ctx: SheetContext = {
      sharedStrings: sharedXml
        ? [...sharedXml.matchAll(element('si'))].map((item) => itemText(item[2] ?? ''))
        : [],
      dateStyles: dateStyles(await text(partOf('/styles'))),
      date1904: /date1904\s*=\s*["'](1|true)["']/.test(
        firstElement(workbookXml, 'workbookPr')?.[0] ?? '',
      ),
    };
    return translateErrors(sheetRows(file, sheetEntry, budget, ctx));
  } catch (error) {
    throw workbookError(error);
  }
}

function workbookError(error: unknown): unknown {
  if (error instanceof ZipTooLargeError) return new WorkbookTooLargeError(error.message);
  if (error instanceof ZipFormatError) return new NotWorkbookError(error.message);
  return error;
}

async function* translateErrors(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  try {
    yield* rows;
  } catch (error) {
    throw workbookError(error);
  }
}
