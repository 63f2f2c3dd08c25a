import { describe, expect, it } from 'vitest';
import { tlvField, zatcaQrPayload, zatcaTimestamp } from './zatca-qr.ts';

/** Reads the payload back the way a scanner does: tag byte, length byte, that many UTF-8 bytes. */
function decode(base64: string): Array<{ tag: number; length: number; value: string }> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields.push({ tag, length, value: bytes.subarray(at + 2, at + 2 + length).toString('utf8') });
    at += 2 + length;
  }
  expect(at).toBe(bytes.length);
  return fields;
}

describe('ZATCA phase-1 QR payload', () => {
  it("matches ZATCA's published example byte for byte", () => {
    // The guideline's example: 01 0C "Bobs Records" 02 0F "310122393500003" 03 14 … in base64.
    expect(
      zatcaQrPayload({
        sellerName: 'Bobs Records',
        vatNumber: '310122393500003',
        timestamp: '2022-04-25T15:30:00Z',
        totalWithVat: '1000.00',
        vatAmount: '150.00',
      }),
    ).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('counts an Arabic seller name in UTF-8 bytes and decodes back to the same five fields', () => {
    const fields = {
      sellerName: 'متجر دكان',
      vatNumber: '300000000000003',
      timestamp: '2026-03-01T09:30:05Z',
      totalWithVat: '139.71',
      vatAmount: '18.22',
    };
    const decoded = decode(zatcaQrPayload(fields));
    expect(decoded).toEqual([
      // 8 Arabic letters × 2 bytes + 1 space = 17 bytes for 9 characters.
      { tag: 1, length: 17, value: 'متجر دكان' },
      { tag: 2, length: 15, value: '300000000000003' },
      { tag: 3, length: 20, value: '2026-03-01T09:30:05Z' },
      { tag: 4, length: 6, value: '139.71' },
      { tag: 5, length: 5, value: '18.22' },
    ]);
  });

  it('writes tag and byte length before the value', () => {
    expect(tlvField(1, 'دكان').toString('hex')).toBe('0108d8afd983d8a7d986');
  });

  it('refuses a value whose length does not fit in one byte', () => {
    expect(tlvField(1, 'a'.repeat(255)).length).toBe(257);
    // 128 Arabic letters are 256 bytes.
    expect(() => tlvField(1, 'د'.repeat(128))).toThrow(RangeError);
  });

  it('writes the timestamp in UTC to the second', () => {
    expect(zatcaTimestamp(new Date('2026-03-01T12:30:05.789+03:00'))).toBe('2026-03-01T09:30:05Z');
  });
});
