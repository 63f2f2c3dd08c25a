import sharp from 'sharp';

/** A real PNG of the given size, made on the fly (no binary fixtures to keep in git). */
export function pngImage(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 120 } } })
    .png()
    .toBuffer();
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
