/** What the API accepts for uploaded pictures (it checks the content again; this is for quick feedback). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageFileProblem = 'errors.imageType' | 'errors.imageTooLarge';

export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!IMAGE_TYPES.some((type) => type === file.type)) return 'errors.imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'errors.imageTooLarge';
  return null;
}
