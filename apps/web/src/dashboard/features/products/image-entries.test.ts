import { describe, expect, it } from 'vitest';
import { checkNewImages, imageRequest, moveEntry, type ImageEntry } from './image-entries';

const png = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('product image entries', () => {
  it('refuses wrong types, files over 5 MB and anything past 10 images', () => {
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    const huge = png('huge.png', 5 * 1024 * 1024 + 1);
    const { accepted, rejected } = checkNewImages([png('1.png'), gif, huge, png('2.png')], 9);
    expect(accepted.map((file) => file.name)).toEqual(['1.png']);
    expect(rejected).toEqual([
      { name: 'a.gif', problem: 'errors.imageType' },
      { name: 'huge.png', problem: 'errors.imageTooLarge' },
      { name: '2.png', problem: 'productsAdmin.images.tooMany' },
    ]);
  });

  it('moves an entry and clamps the target to the list', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('orders existing URLs and new:N entries as they appear', () => {
    const first = png('first.png');
    const second = png('second.png');
    const entries: ImageEntry[] = [
      { key: 'n1', kind: 'new', file: second, previewUrl: 'blob:2' },
      { key: 'e1', kind: 'existing', url: '/media/products/a-800.webp' },
      { key: 'n0', kind: 'new', file: first, previewUrl: 'blob:1' },
    ];
    expect(imageRequest(entries)).toEqual({
      images: [second, first],
      imageOrder: ['new:0', '/media/products/a-800.webp', 'new:1'],
    });
  });
});
