import { describe, expect, it } from 'vitest';
import { responsiveImage, thumbnailUrl } from './image-srcset';

describe('responsiveImage', () => {
  it('lists the three stored widths for an API image', () => {
    expect(responsiveImage('/media/users/a1b2-800.webp')).toEqual({
      src: '/media/users/a1b2-800.webp',
      srcSet:
        '/media/users/a1b2-320.webp 320w, /media/users/a1b2-800.webp 800w, /media/users/a1b2-1600.webp 1600w',
    });
  });

  it('uses the 800 px variant as src whichever width it was given', () => {
    expect(responsiveImage('/media/p/x-1600.webp').src).toBe('/media/p/x-800.webp');
  });

  it('leaves other URLs alone', () => {
    expect(responsiveImage('https://cdn.example.com/a.png')).toEqual({
      src: 'https://cdn.example.com/a.png',
      srcSet: '',
    });
  });
});

describe('thumbnailUrl', () => {
  it('picks the 320 px variant', () => {
    expect(thumbnailUrl('/media/users/a-800.webp')).toBe('/media/users/a-320.webp');
  });

  it('passes through missing and foreign URLs', () => {
    expect(thumbnailUrl(null)).toBeNull();
    expect(thumbnailUrl('/logo.svg')).toBe('/logo.svg');
  });
});
