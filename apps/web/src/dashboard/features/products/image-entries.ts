import { MAX_PRODUCT_IMAGES } from '@dukkan/contracts';
import { checkImageFile, type ImageFileProblem } from '../../../lib/image-file';

/** One picture of the product being edited: one it already has, or a file picked just now. */
export type ImageEntry =
  | { key: string; kind: 'existing'; url: string }
  | { key: string; kind: 'new'; file: File; previewUrl: string };

export type ImageProblem = ImageFileProblem | 'productsAdmin.images.tooMany';

export interface RejectedImage {
  name: string;
  problem: ImageProblem;
}

/**
 * Splits picked files into those that can be added and those that cannot, with the reason: the
 * API's type and size rules (checked again there, by content) and the limit of 10 per product.
 */
export function checkNewImages(
  files: readonly File[],
  alreadyCount: number,
): { accepted: File[]; rejected: RejectedImage[] } {
  const accepted: File[] = [];
  const rejected: RejectedImage[] = [];
  for (const file of files) {
    const problem = checkImageFile(file);
    if (problem) rejected.push({ name: file.name, problem });
    else if (alreadyCount + accepted.length >= MAX_PRODUCT_IMAGES) {
      rejected.push({ name: file.name, problem: 'productsAdmin.images.tooMany' });
    } else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The list with the entry at `from` moved to `to` (both clamped to the list). */
export function moveEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(entries.length - 1, to));
  if (from === target || from < 0 || from >= entries.length) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * What the request carries: the new files in the order they appear, and the final order as the
 * API reads `imageOrder` — an existing image's URL, or `new:N` for the N-th uploaded file.
 */
export function imageRequest(entries: readonly ImageEntry[]): {
  images: File[];
  imageOrder: string[];
} {
  const images: File[] = [];
  const imageOrder = entries.map((entry) => {
    if (entry.kind === 'existing') return entry.url;
    images.push(entry.file);
    return `new:${images.length - 1}`;
  });
  return { images, imageOrder };
}
