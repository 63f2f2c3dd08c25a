/**
 * The QR code of a simplified tax invoice, as ZATCA's e-invoicing phase 1 requires: five TLV
 * fields (one byte tag, one byte length, the value) joined and base64-encoded. Lengths count UTF-8
 * bytes, so each Arabic letter of the seller's name counts two.
 */

export interface ZatcaQrFields {
  /** Tag 1. */
  sellerName: string;
  /** Tag 2: the seller's 15-digit VAT registration number. */
  vatNumber: string;
  /** Tag 3: when the invoice was issued, ISO-8601 (e.g. 2026-03-01T09:30:00Z). */
  timestamp: string;
  /** Tag 4: the invoice total including VAT, e.g. "139.71". */
  totalWithVat: string;
  /** Tag 5: the VAT in that total, e.g. "18.22". */
  vatAmount: string;
}

const MAX_VALUE_BYTES = 255; // the length must fit in its single byte

/** One field: tag byte, length byte, UTF-8 value. */
export function tlvField(tag: number, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > MAX_VALUE_BYTES) {
    throw new RangeError(`QR field ${tag} is ${bytes.length} bytes; at most 255 fit`);
  }
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}

/** The base64 text the invoice's QR code carries. */
export function zatcaQrPayload(fields: ZatcaQrFields): string {
  return Buffer.concat([
    tlvField(1, fields.sellerName),
    tlvField(2, fields.vatNumber),
    tlvField(3, fields.timestamp),
    tlvField(4, fields.totalWithVat),
    tlvField(5, fields.vatAmount),
  ]).toString('base64');
}

/** ISO-8601 in UTC to the second, the form ZATCA's examples use. */
export function zatcaTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
