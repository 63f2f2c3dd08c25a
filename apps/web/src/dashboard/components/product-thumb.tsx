import { ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { thumbnailUrl } from '../../lib/image-srcset';
import './product-thumb.css';

/** The cover's smallest stored size; decorative, since the product's name sits next to it. */
export function ProductThumb({ url, size = 48 }: { url: string | undefined; size?: number }) {
  const src = thumbnailUrl(url);
  if (!src) {
    return (
      <ThemeIcon size={size} radius="md" variant="light" color="gray" aria-hidden>
        <IconPhoto size={size / 2} stroke={1.5} />
      </ThemeIcon>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="pa-product-thumb"
    />
  );
}
