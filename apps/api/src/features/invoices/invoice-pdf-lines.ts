import { blockHeight, drawBlock, type BlockStyle } from './bidi-text.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { fill, LABELS } from './invoice-labels.ts';
import { BODY_BOTTOM, COLORS, PAGE, startContinuationPage, type Pdf } from './invoice-pdf-page.ts';

interface Column {
  label: readonly [string, string];
  x: number;
  width: number;
  align: 'left' | 'center' | 'right';
}

const PAD = 6;
const columns = (() => {
  const widths = [24, 0, 44, 96, 100];
  widths[1] = PAGE.contentWidth - widths.reduce((sum, w) => sum + w, 0);
  const labels = [
    LABELS.lineNumber,
    LABELS.item,
    LABELS.quantity,
    LABELS.unitPrice,
    LABELS.lineTotal,
  ];
  const aligns = ['center', 'left', 'center', 'right', 'right'] as const;
  let x = PAGE.margin;
  return widths.map((width, index): Column => {
    const column = { label: labels[index]!, x, width, align: aligns[index]! };
    x += width;
    return column;
  });
})();
const [numberCol, itemCol, quantityCol, unitCol, totalCol] = columns as [
  Column,
  Column,
  Column,
  Column,
  Column,
];

const cellText = (column: Column, style: Omit<BlockStyle, 'width'>): BlockStyle => ({
  align: column.align,
  ...style,
  width: column.width - 2 * PAD,
});

function drawHeader(doc: Pdf, top: number): number {
  const en = { size: 8, weight: 'bold' as const, direction: 'ltr' as const, color: COLORS.text };
  const ar = { ...en, direction: 'rtl' as const };
  const height = 2 * PAD + 2 * 8 * 1.45;
  doc.rect(PAGE.margin, top, PAGE.contentWidth, height).fill(COLORS.brandLight);
  for (const column of columns) {
    if (column === itemCol) {
      // The item column is wide: its English name starts at the left, its Arabic at the right.
      drawBlock(doc, column.label[0], column.x + PAD, top + PAD, cellText(column, en));
      drawBlock(doc, column.label[1], column.x + PAD, top + PAD, {
        ...cellText(column, ar),
        align: 'right',
      });
      continue;
    }
    const y = top + PAD;
    drawBlock(doc, column.label[0], column.x + PAD, y, cellText(column, en));
    drawBlock(doc, column.label[1], column.x + PAD, y + 8 * 1.45, cellText(column, ar));
  }
  return top + height;
}

type Line = InvoiceDocument['lines'][number];

const nameEnStyle = cellText(itemCol, { size: 9.5, direction: 'ltr' });
const nameArStyle = cellText(itemCol, { size: 9.5, direction: 'rtl', align: 'right' });

const optionsEnStyle = { ...nameEnStyle, size: 8, color: COLORS.muted };
const optionsArStyle = { ...nameArStyle, size: 8, color: COLORS.muted };

/** The item cell's blocks from the top: each name with its variant's option values under it. */
function itemBlocks(line: Line): Array<[string, BlockStyle]> {
  const blocks: Array<[string, BlockStyle]> = [[line.nameEn, nameEnStyle]];
  if (line.optionsEn) blocks.push([line.optionsEn, optionsEnStyle]);
  blocks.push([line.nameAr, nameArStyle]);
  if (line.optionsAr) blocks.push([line.optionsAr, optionsArStyle]);
  return blocks;
}

function lineHeight(doc: Pdf, line: Line): number {
  return itemBlocks(line).reduce(
    (sum, [text, style]) => sum + blockHeight(doc, text, style),
    2 * PAD,
  );
}

function drawLine(doc: Pdf, line: Line, index: number, top: number, height: number): void {
  if (index % 2 === 1) doc.rect(PAGE.margin, top, PAGE.contentWidth, height).fill('#f9fafb');
  const y = top + PAD;
  let blockY = y;
  for (const [text, style] of itemBlocks(line)) {
    blockY += drawBlock(doc, text, itemCol.x + PAD, blockY, style);
  }
  const value = { size: 9.5, direction: 'ltr' as const };
  drawBlock(
    doc,
    String(index + 1),
    numberCol.x + PAD,
    y,
    cellText(numberCol, { ...value, color: COLORS.muted }),
  );
  drawBlock(doc, String(line.quantity), quantityCol.x + PAD, y, cellText(quantityCol, value));
  drawBlock(doc, line.unitPrice, unitCol.x + PAD, y, cellText(unitCol, value));
  drawBlock(
    doc,
    line.lineTotal,
    totalCol.x + PAD,
    y,
    cellText(totalCol, { ...value, weight: 'bold' }),
  );
  doc
    .moveTo(PAGE.margin, top + height)
    .lineTo(PAGE.right, top + height)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
}

/** The lines table, continued on new pages (header repeated) as long as it needs. */
export function drawLineItems(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  let y = drawHeader(doc, top);
  invoice.lines.forEach((line, index) => {
    const height = lineHeight(doc, line);
    if (y + height > BODY_BOTTOM) {
      y = drawHeader(doc, startContinuationPage(doc, invoice.invoiceNumber, invoice.title));
    }
    drawLine(doc, line, index, y, height);
    y += height;
  });
  return y;
}

const TOTALS_WIDTH = 320;
const TOTALS_X = PAGE.right - TOTALS_WIDTH;

/** The totals, right-aligned under the table; the currency note sits to their left. */
export function drawTotals(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const coupon = invoice.couponCode ? ` (${invoice.couponCode})` : '';
  const rows: Array<{ label: readonly [string, string]; amount: string; strong?: boolean }> = [
    { label: LABELS.subtotal, amount: invoice.subtotal },
    ...(invoice.discount
      ? [
          {
            label: [LABELS.discount[0] + coupon, LABELS.discount[1] + coupon] as const,
            amount: `-${invoice.discount}`,
          },
        ]
      : []),
    {
      label: [
        `${LABELS.delivery[0]} (${invoice.deliveryNameEn})`,
        `${LABELS.delivery[1]} (${invoice.deliveryNameAr})`,
      ],
      amount: invoice.deliveryFee,
    },
    { label: LABELS.totalExcludingVat, amount: invoice.totalExcludingVat },
    {
      label: [
        fill(LABELS.vat[0], { rate: invoice.vatRate }),
        fill(LABELS.vat[1], { rate: invoice.vatRate }),
      ],
      amount: invoice.vatAmount,
    },
    { label: LABELS.total, amount: invoice.total, strong: true },
  ];
  const en: BlockStyle = { size: 9, width: 124, direction: 'ltr', color: COLORS.text };
  const ar: BlockStyle = { ...en, width: 114, direction: 'rtl', align: 'right' };
  const amount: BlockStyle = { ...en, width: 58, align: 'right' };
  const heights = rows.map(
    (row) => Math.max(blockHeight(doc, row.label[0], en), blockHeight(doc, row.label[1], ar)) + 10,
  );
  let y = top;
  if (y + heights.reduce((sum, h) => sum + h, 0) > BODY_BOTTOM) {
    y = startContinuationPage(doc, invoice.invoiceNumber, invoice.title);
  }
  drawBlock(doc, `${LABELS.currency[0]}\n${LABELS.currency[1]}`, PAGE.margin, y + 5, {
    size: 8,
    width: TOTALS_X - PAGE.margin - 16,
    color: COLORS.muted,
  });
  rows.forEach((row, index) => {
    const height = heights[index]!;
    const weight = row.strong ? ('bold' as const) : ('regular' as const);
    const color = row.strong ? '#ffffff' : COLORS.text;
    if (row.strong) doc.rect(TOTALS_X, y, TOTALS_WIDTH, height).fill(COLORS.brand);
    drawBlock(doc, row.label[0], TOTALS_X + 8, y + 5, { ...en, weight, color });
    drawBlock(doc, row.label[1], TOTALS_X + 136, y + 5, { ...ar, weight, color });
    drawBlock(doc, row.amount, TOTALS_X + 254, y + 5, { ...amount, weight, color });
    y += height;
    if (!row.strong) {
      doc
        .moveTo(TOTALS_X, y)
        .lineTo(PAGE.right, y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    }
  });
  return y;
}
