/// <reference types="pdfkit" />
import fs from 'node:fs';
import path from 'node:path';
import bidiFactory from 'bidi-js';

/**
 * Arabic and English on one PDF line. PDFKit draws glyphs strictly left to right, so the line is
 * first put in visual order by the Unicode bidirectional algorithm (bidi-js) and cut into runs of
 * one face and one direction. fontkit then shapes each run (joined Arabic letter forms,
 * ligatures); it also lays out right to left, by itself, any run holding an Arabic-script
 * character, so such a run is handed over in reverse of the wanted visual order.
 *
 * The typeface is IBM Plex Sans Arabic (OFL, the web app's font), shipped as its Arabic and Latin
 * subsets: each character is drawn with the subset that holds it.
 */

const bidi = bidiFactory();

export type Weight = 'regular' | 'bold';
type Script = 'arabic' | 'latin';

const FONT_DIR = path.resolve(import.meta.dirname, '../../../assets/fonts');
const FONT_FILES: Record<`${Script}-${Weight}`, string> = {
  'arabic-regular': 'ibm-plex-sans-arabic-arabic-400-normal.ttf',
  'arabic-bold': 'ibm-plex-sans-arabic-arabic-700-normal.ttf',
  'latin-regular': 'ibm-plex-sans-arabic-latin-400-normal.ttf',
  'latin-bold': 'ibm-plex-sans-arabic-latin-700-normal.ttf',
};

let fontData: Map<string, Buffer> | undefined;

/** Registers the four faces on a document (the files are read once per process). */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument): void {
  fontData ??= new Map(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      fs.readFileSync(path.join(FONT_DIR, file)),
    ]),
  );
  for (const [name, data] of fontData) doc.registerFont(name, data);
}

// The Arabic subset's ranges: letters, marks, presentation forms, and the zero-width joiners
// that steer joining (they must stay in the run whose letters they join).
const ARABIC_FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0x200c, 0x200d],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];
// fontkit lays a run out right to left when its first character of a real script is Arabic
// (letters and Arabic-Indic digits; not the Arabic comma, which is "Common").
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

function scriptOf(char: string): Script {
  const code = char.charCodeAt(0);
  return ARABIC_FONT_RANGES.some(([from, to]) => code >= from && code <= to) ? 'arabic' : 'latin';
}

/** A piece of a line in one face, as PDFKit should receive it, in visual order. */
export interface VisualRun {
  font: `${Script}-${Weight}`;
  text: string;
}

/** Splits one line into runs in left-to-right drawing order. */
export function visualRuns(
  line: string,
  weight: Weight,
  direction: 'ltr' | 'rtl' | 'auto' = 'auto',
): VisualRun[] {
  if (line.length === 0) return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const order = bidi.getReorderedIndices(line, embedding);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const groups: Array<{ script: Script; rtl: boolean; indices: number[] }> = [];
  for (const index of order) {
    const script = scriptOf(line[index]!);
    const rtl = (embedding.levels[index]! & 1) === 1;
    const last = groups.at(-1);
    const previous = last?.indices.at(-1);
    // A run continues while face and direction stay the same and the characters are neighbours
    // in the logical text too (reordering may put distant characters side by side).
    if (
      last &&
      last.script === script &&
      last.rtl === rtl &&
      previous !== undefined &&
      index === previous + (rtl ? -1 : 1)
    ) {
      last.indices.push(index);
    } else {
      groups.push({ script, rtl, indices: [index] });
    }
  }
  return groups.map(({ script, indices }) => {
    const visual = indices.map((i) => mirrored.get(i) ?? line[i]);
    // Reversing an Arabic right-to-left run gives back its logical order, which shaping needs.
    const text = ARABIC_SCRIPT.test(visual.join('')) ? visual.reverse().join('') : visual.join('');
    return { font: `${script}-${weight}`, text };
  });
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  direction?: 'ltr' | 'rtl' | 'auto';
}

/** The width of a line as drawn (shaped Arabic is measured shaped). */
export function lineWidth(doc: PDFKit.PDFDocument, line: string, style: TextStyle): number {
  let width = 0;
  for (const run of visualRuns(line, style.weight ?? 'regular', style.direction)) {
    width += doc.font(run.font).fontSize(style.size).widthOfString(run.text);
  }
  return width;
}

/** Breaks text into lines no wider than `width`, at spaces (a longer word is cut). */
export function wrapLines(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (lineWidth(doc, candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (current.length > 1 && lineWidth(doc, current, style) > width) {
        let cut = current.length - 1;
        while (cut > 1 && lineWidth(doc, current.slice(0, cut), style) > width) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current || lines.length === 0) lines.push(current);
  }
  return lines;
}

/** Draws one line with its alphabetic baseline at `baselineY`, starting at `x`. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  line: string,
  x: number,
  baselineY: number,
  style: TextStyle,
): void {
  let cursor = x;
  for (const run of visualRuns(line, style.weight ?? 'regular', style.direction)) {
    doc.font(run.font).fontSize(style.size);
    doc.text(run.text, cursor, baselineY, { lineBreak: false, baseline: 'alphabetic' });
    cursor += doc.widthOfString(run.text);
  }
}

export interface BlockStyle extends TextStyle {
  width: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/** Line pitch for a size: Arabic's tall marks and deep descenders need room. */
export const lineHeightOf = (size: number) => size * 1.45;

/** The height `drawBlock` would use. */
export function blockHeight(doc: PDFKit.PDFDocument, text: string, style: BlockStyle): number {
  return wrapLines(doc, text, style.width, style).length * lineHeightOf(style.size);
}

/** Draws wrapped, aligned text whose first line's top is at `y`; returns the height used. */
export function drawBlock(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: BlockStyle,
): number {
  const lines = wrapLines(doc, text, style.width, style);
  const pitch = lineHeightOf(style.size);
  doc.fillColor(style.color ?? '#1f2937');
  lines.forEach((line, index) => {
    const free = style.width - lineWidth(doc, line, style);
    const offset = style.align === 'right' ? free : style.align === 'center' ? free / 2 : 0;
    // The baseline sits a little below the ascent so accents and Arabic marks stay in the box.
    drawLine(doc, line, x + offset, y + index * pitch + style.size * 1.08, style);
  });
  return lines.length * pitch;
}
