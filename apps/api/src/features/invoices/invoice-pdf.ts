import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { drawBlock, registerInvoiceFonts, type BlockStyle } from './bidi-text.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { fill, LABELS, PAYMENT_METHOD_LABELS, riyadhDateTime } from './invoice-labels.ts';
import { drawLineItems, drawTotals } from './invoice-pdf-lines.ts';
import { COLORS, drawTitleBand, HALF, PAGE, type Pdf } from './invoice-pdf-page.ts';

/**
 * A4 simplified tax invoice: English reads from the left edge, Arabic from the right.
 *
 * Each page is finished and handed to the output as soon as the next one starts, so memory stays
 * flat however long the order (holding every page until the end took ~350 MB of heap for 7,000
 * lines). The footers say "page n of N", so a first pass, whose output is thrown away, counts the
 * pages; the layout is the same both times.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pages = await drawInvoice(invoice, null);
  return drawInvoice(invoice, pages);
}

/** The document; with `pages` null, only its page count (nothing kept, footers left out). */
async function drawInvoice(invoice: InvoiceDocument, pages: null): Promise<number>;
async function drawInvoice(invoice: InvoiceDocument, pages: number): Promise<Buffer>;
async function drawInvoice(invoice: InvoiceDocument, pages: number | null) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0, // every position is set explicitly; PDFKit must never start a page on its own
    compress: pages !== null, // the counting pass's output is thrown away
    info: {
      Title: `${(invoice.title ?? LABELS.title)[0]} ${invoice.invoiceNumber}`,
      Author: invoice.seller.nameEn,
      CreationDate: invoice.issuedAt,
    },
  });
  const finished = pages === null ? discard(doc) : collect(doc);
  registerInvoiceFonts(doc);
  // A page's footer is drawn just before the next page starts (PDFKit then writes the page out).
  let page = 0;
  const addPage = doc.addPage.bind(doc);
  doc.addPage = (options) => {
    if (pages !== null) drawFooter(doc, invoice, page, pages);
    page += 1;
    return addPage(options);
  };

  let y = drawSeller(doc, invoice, PAGE.margin);
  y = drawTitleBand(doc, y + 14, invoice.invoiceNumber, false, invoice.title);
  y = drawDetails(doc, invoice, y + 14);
  y = drawLineItems(doc, invoice, y + 18);
  drawTotals(doc, invoice, y + 10);
  if (pages !== null) drawFooter(doc, invoice, page, pages);
  doc.end();
  await finished;
  return pages === null ? page + 1 : finished;
}

function discard(doc: Pdf): Promise<void> {
  return new Promise((resolve, reject) => {
    doc.on('data', () => {});
    doc.on('end', resolve);
    doc.on('error', reject);
  });
}

function collect(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function drawSeller(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const { seller } = invoice;
  const en: BlockStyle = { size: 9, width: HALF, direction: 'ltr', color: COLORS.muted };
  const ar: BlockStyle = { ...en, direction: 'rtl', align: 'right' };
  const arX = PAGE.right - HALF;
  let left = top;
  left += drawBlock(doc, seller.nameEn, PAGE.margin, left, {
    ...en,
    size: 18,
    weight: 'bold',
    color: COLORS.brand,
  });
  left += drawBlock(doc, seller.addressEn, PAGE.margin, left, en);
  left += drawBlock(doc, `${LABELS.vatNumber[0]}: ${seller.vatNumber}`, PAGE.margin, left, {
    ...en,
    color: COLORS.text,
  });
  let right = top;
  right += drawBlock(doc, seller.nameAr, arX, right, {
    ...ar,
    size: 18,
    weight: 'bold',
    color: COLORS.brand,
  });
  right += drawBlock(doc, seller.addressAr, arX, right, ar);
  right += drawBlock(doc, `${LABELS.vatNumber[1]}: ${seller.vatNumber}`, arX, right, {
    ...ar,
    color: COLORS.text,
  });
  return Math.max(left, right);
}

const QR_BOX = 124; // with its quiet zone; the code itself prints about 36 mm wide

function drawDetails(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const payment = PAYMENT_METHOD_LABELS[invoice.paymentMethod];
  const rows: Array<[readonly [string, string], string]> = [
    [invoice.numberLabel ?? LABELS.invoiceNumber, invoice.invoiceNumber],
    [LABELS.issueDate, riyadhDateTime(invoice.issuedAt)],
    ...(invoice.extraRows ?? []),
    [LABELS.orderNumber, invoice.orderNumber],
    [LABELS.customer, invoice.customerName],
    [LABELS.deliveryAddress, invoice.deliveryAddress],
    [LABELS.payment, `${payment[0]} · ${payment[1]}`],
  ];
  const right = PAGE.right - QR_BOX - 16;
  const label: BlockStyle = { size: 9, width: 92, color: COLORS.muted };
  const value: BlockStyle = { size: 10, weight: 'bold', width: 168, color: COLORS.text };
  const arWidth = right - (PAGE.margin + 272);
  let y = top;
  for (const [[en, ar], text] of rows) {
    const height =
      Math.max(
        drawBlock(doc, en, PAGE.margin, y + 6, { ...label, direction: 'ltr' }),
        drawBlock(doc, text, PAGE.margin + 98, y + 5, value),
        drawBlock(doc, ar, PAGE.margin + 272, y + 6, {
          ...label,
          width: arWidth,
          direction: 'rtl',
          align: 'right',
        }),
      ) + 10;
    y += height;
    doc.moveTo(PAGE.margin, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  }
  drawQr(doc, invoice.qrPayload, PAGE.right - QR_BOX, top);
  return Math.max(y, top + QR_BOX);
}

/** The ZATCA QR code as vector squares (one rectangle per dark stretch of a row). */
function drawQr(doc: Pdf, payload: string, x: number, y: number): void {
  const qr = qrcode(0, 'M');
  qr.addData(payload, 'Byte');
  qr.make();
  const modules = qr.getModuleCount();
  const cell = QR_BOX / (modules + 8); // four modules of quiet zone on each side
  const origin = { x: x + 4 * cell, y: y + 4 * cell };
  for (let row = 0; row < modules; row += 1) {
    let col = 0;
    while (col < modules) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules && qr.isDark(row, col)) col += 1;
      doc.rect(origin.x + start * cell, origin.y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
}

function drawFooter(doc: Pdf, invoice: InvoiceDocument, index: number, count: number): void {
  const y = PAGE.height - PAGE.margin - 14;
  const style: BlockStyle = { size: 8, width: 220, color: COLORS.muted };
  doc.save();
  doc
    .moveTo(PAGE.margin, y - 8)
    .lineTo(PAGE.right, y - 8)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  const en = fill(LABELS.thanks[0], { store: invoice.seller.nameEn });
  const ar = fill(LABELS.thanks[1], { store: invoice.seller.nameAr });
  drawBlock(doc, en, PAGE.margin, y, { ...style, direction: 'ltr' });
  drawBlock(doc, ar, PAGE.right - 220, y, { ...style, direction: 'rtl', align: 'right' });
  drawBlock(doc, `${index + 1} / ${count}`, PAGE.width / 2 - 30, y, {
    ...style,
    width: 60,
    align: 'center',
  });
  doc.restore();
}
