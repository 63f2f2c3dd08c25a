/// <reference types="pdfkit" />
import { drawBlock, type BlockStyle } from './bidi-text.ts';
import { LABELS } from './invoice-labels.ts';

export type Pdf = PDFKit.PDFDocument;

/** A4 in points, with the one margin every block keeps to. */
export const PAGE = (() => {
  const width = 595.28;
  const height = 841.89;
  const margin = 40;
  return { width, height, margin, right: width - margin, contentWidth: width - 2 * margin };
})();

/** Lowest point body content may reach; the footer lives below it. */
export const BODY_BOTTOM = PAGE.height - PAGE.margin - 30;

/** The web app's brand green, with neutral greys for labels and rules. */
export const COLORS = {
  brand: '#0b7d5c',
  brandLight: '#e6f7f1',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
};

/** Width of the English and of the Arabic half of a two-language row. */
export const HALF = 250;

/** The coloured band with the document's name; on later pages it also names the invoice. */
export function drawTitleBand(
  doc: Pdf,
  y: number,
  invoiceNumber: string,
  continued: boolean,
  title: readonly [string, string] = LABELS.title,
) {
  const height = continued ? 28 : 38;
  const size = continued ? 11 : 15;
  doc.rect(PAGE.margin, y, PAGE.contentWidth, height).fill(COLORS.brand);
  const [en, ar] = title;
  const style: BlockStyle = { size, weight: 'bold', width: HALF, color: '#ffffff' };
  const textY = y + (height - size * 1.45) / 2;
  const suffixEn = continued ? ` · ${invoiceNumber} (${LABELS.continued[0]})` : '';
  const suffixAr = continued ? ` · ${invoiceNumber} (${LABELS.continued[1]})` : '';
  drawBlock(doc, en + suffixEn, PAGE.margin + 12, textY, { ...style, direction: 'ltr' });
  drawBlock(doc, ar + suffixAr, PAGE.right - 12 - HALF, textY, {
    ...style,
    direction: 'rtl',
    align: 'right',
  });
  return y + height;
}

/** A new page for the rest of the lines, headed so a loose sheet still says what it belongs to. */
export function startContinuationPage(
  doc: Pdf,
  invoiceNumber: string,
  title: readonly [string, string] = LABELS.title,
): number {
  doc.addPage();
  return drawTitleBand(doc, PAGE.margin, invoiceNumber, true, title) + 14;
}
