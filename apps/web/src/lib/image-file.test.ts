import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImageFile } from './image-file';

describe('checkImageFile', () => {
  it('accepts the four picture types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(checkImageFile({ type, size: MAX_IMAGE_BYTES })).toBeNull();
    }
  });

  it('refuses other types', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('errors.imageType');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('errors.imageType');
  });

  it('refuses files over 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'errors.imageTooLarge',
    );
  });
});
