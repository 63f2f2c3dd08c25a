// The Arabic font files the build cuts down to the Arabic block (apps/web/build/arabic-font-subset.ts)
// against fontsource's own: they must cover every Arabic character the shop writes and draw it the
// same, joined forms and ligatures included.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support.ts';

const repo = path.resolve(import.meta.dirname, '..');
const CORE_RANGE = 'U+0600-06FF, U+200C-200E, U+2010-2011';
const inCore = (char: string) => /[\u0600-\u06ff\u200c-\u200e\u2010\u2011]/u.test(char);
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/u;

/** Every quoted text with an Arabic letter in the web app's and the API's sources (texts, demo shop). */
function arabicTexts(): string[] {
  const texts = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const [, , text] of fs
          .readFileSync(file, 'utf8')
          .matchAll(/(['"`])((?:(?!\1).)+)\1/g)) {
          if (ARABIC_SCRIPT.test(text!)) texts.add(text!);
        }
      }
    }
  };
  walk(path.join(repo, 'apps/web/src'));
  walk(path.join(repo, 'apps/api/src'));
  return [...texts];
}

const fontData = (file: string) =>
  `data:font/woff2;base64,${fs.readFileSync(path.join(repo, file)).toString('base64')}`;
const fontsource = (weight: number) =>
  `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
const cut = (weight: number) =>
  `apps/web/build/fonts/ibm-plex-sans-arabic-arabic-core-${weight}.woff2`;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe('the Arabic font cut to the Arabic block', () => {
  const texts = arabicTexts();

  it('covers every Arabic character the shop writes, so no page fetches the larger file', () => {
    assert.ok(texts.length > 500, `${texts.length} texts`);
    const outside = [...new Set(texts.join('').split(''))].filter(
      (char) => ARABIC_SCRIPT.test(char) && !inCore(char),
    );
    assert.deepEqual(outside, []);
  });

  it('draws the shop’s Arabic texts exactly as fontsource’s files do, in both weights', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    // Letters, digits and marks the texts may not hold, with the joined forms and ligatures.
    const sample = `${texts.join(' ')} لا لأ لإ لآ الله مُحَمَّد ٠١٢٣٤٥٦٧٨٩ ٫٬ ، ؛ ؟ پ چ ژ گ ی`;
    const drawn: Buffer[] = [];
    for (const file of [fontsource, cut]) {
      // Only the core range from the font under test; everything else from the same fallback.
      await page.setContent(
        `<style>
          @font-face { font-family: T; font-weight: 400; src: url(${fontData(file(400))}); unicode-range: ${CORE_RANGE}; }
          @font-face { font-family: T; font-weight: 700; src: url(${fontData(file(700))}); unicode-range: ${CORE_RANGE}; }
          body { font: 18px T; direction: rtl; margin: 8px; }
        </style>
        <p></p><p style="font-weight: 700"></p>`,
      );
      await page.$$eval(
        'p',
        (paragraphs, text) => paragraphs.forEach((p) => (p.textContent = text)),
        sample,
      );
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].map((face) => face.status);
      });
      assert.deepEqual(loaded, ['loaded', 'loaded'], `${file(400)}: both weights drawn`);
      drawn.push(await page.screenshot({ fullPage: true }));
    }
    await page.close();
    assert.ok(drawn[0]!.equals(drawn[1]!), 'the same pixels');
  });
});
