import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { AppError, payloadTooLarge, unsupportedMediaType } from './app-error.ts';
import { loadOnce } from './load-once.ts';
import type { MediaStore } from './media-store.ts';

/** sharp (libvips) holds ~30 MB once loaded: it is loaded by the first image, not at start. */
export const loadSharp = loadOnce(async () => (await import('sharp')).default);

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Widths every image is stored at; `imageUrl` points at the middle one. */
export const IMAGE_WIDTHS = [320, 800, 1600] as const;
const DEFAULT_WIDTH = 800;
// A 5 MB file can still decode to a huge bitmap; refuse anything past 40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The width after EXIF rotation (a portrait photo stored sideways reports its height as width). */
function displayWidth(metadata: Metadata): number {
  const sideways = (metadata.orientation ?? 1) >= 5;
  return (sideways ? metadata.height : metadata.width) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Checks an upload by its content (never its name or declared type), re-encodes it to WebP at each
 * stored width with metadata stripped, and stores it under a random name. Returns the URL of the
 * 800 px variant; `-320.webp` and `-1600.webp` sit beside it.
 */
export async function storeImage(
  store: MediaStore,
  folder: string,
  content: Buffer,
): Promise<string> {
  if (content.length > MAX_IMAGE_BYTES) throw payloadTooLarge('image.tooLarge');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw unsupportedMediaType('image.unsupported');
  }
  // sharp reports AVIF as the HEIF container; only its AV1 flavour is accepted, not HEIC.
  const isAcceptedHeif = metadata.format !== 'heif' || metadata.compression === 'av1';
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !isAcceptedHeif) {
    throw unsupportedMediaType('image.unsupported');
  }
  const name = `${folder}/${randomBytes(16).toString('base64url')}`;
  try {
    // Sizes wider than the original are the original's size (never enlarged): encode each distinct
    // size once and store it under every name that maps to it.
    const encoded = new Map<number, Promise<Buffer>>();
    const encode = (width: number) =>
      sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // apply EXIF orientation before the metadata is dropped
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const size = Math.min(width, displayWidth(metadata));
        if (!encoded.has(size)) encoded.set(size, encode(size));
        return { key: `${name}-${width}.webp`, body: await encoded.get(size)! };
      }),
    );
    await Promise.all(variants.map((v) => store.put(v.key, v.body)));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Passed the header check but fails to decode: a truncated or crafted file.
    throw unsupportedMediaType('image.unsupported');
  }
  return store.urlFor(`${name}-${DEFAULT_WIDTH}.webp`);
}

/** Removes every stored variant of an image URL made by `storeImage` (others are left alone). */
export async function removeImage(store: MediaStore, imageUrl: string | null | undefined) {
  if (!imageUrl) return;
  const key = store.keyOf(imageUrl);
  const match = key && /^(.*)-\d+\.webp$/.exec(key);
  if (!match) return;
  await store.remove(IMAGE_WIDTHS.map((w) => `${match[1]}-${w}.webp`));
}
