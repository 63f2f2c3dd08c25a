// The Arabic font files a page paints with, cut down to the Arabic block (the letters, the
// Arabic-Indic digits, the marks and punctuation) and the joiners. fontsource's Arabic subset also
// carries the Arabic Supplement and Extended blocks, the presentation forms and the mathematical
// alphabet, about a third of its bytes, for characters the shop's texts never use and a
// product's name rarely does. app/fonts.css declares these files for the core range and keeps
// fontsource's own for the rest, so a name with such a character still draws in the shop's font:
// the browser fetches the larger file only for a page that has one.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The core range: app/fonts.css gives the same ranges to the files made here. */
const CORE_RANGES: [number, number][] = [
  [0x0600, 0x06ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
];

const WEIGHTS = [400, 700];

/** Where the cut files go (ignored by git: made again by every build and dev start). */
export const SUBSET_DIR = fileURLToPath(new URL('./fonts', import.meta.url));

const require = createRequire(import.meta.url);
const fontsourceFile = (weight: number) =>
  require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );

const coreText = CORE_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
).join('');

/**
 * Writes `ibm-plex-sans-arabic-arabic-core-{weight}.woff2` into SUBSET_DIR before the build (or
 * the dev server) reads app/fonts.css. The shaping tables come along: the letters' joined forms
 * and the lam-alef ligatures are kept for every letter kept. A file is rewritten only when its
 * bytes change, so the dev server does not reload for nothing.
 */
export function arabicFontSubset(): Plugin {
  return {
    name: 'dukkan:arabic-font-subset',
    async buildStart() {
      fs.mkdirSync(SUBSET_DIR, { recursive: true });
      await Promise.all(
        WEIGHTS.map(async (weight) => {
          const source = fs.readFileSync(fontsourceFile(weight));
          const cut = await subsetFont(source, coreText, { targetFormat: 'woff2' });
          const target = path.join(SUBSET_DIR, `ibm-plex-sans-arabic-arabic-core-${weight}.woff2`);
          if (fs.existsSync(target) && fs.readFileSync(target).equals(cut)) return;
          // Written beside and renamed, so a build running at the same time never reads half.
          fs.writeFileSync(`${target}.${process.pid}`, cut);
          fs.renameSync(`${target}.${process.pid}`, target);
        }),
      );
    },
  };
}
