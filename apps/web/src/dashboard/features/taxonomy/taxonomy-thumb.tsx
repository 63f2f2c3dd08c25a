import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { thumbnailUrl } from '../../../lib/image-srcset';

interface TaxonomyThumbProps {
  imageUrl: string | null;
  size?: number;
}

/**
 * The brand's logo or the category's picture at its smallest stored size. Decorative: the name is
 * always written beside it, so screen readers skip it.
 */
export function TaxonomyThumb({ imageUrl, size = 48 }: TaxonomyThumbProps) {
  return (
    <Avatar
      src={thumbnailUrl(imageUrl)}
      alt=""
      size={size}
      radius="md"
      color="brand"
      style={{ flexShrink: 0 }}
      imageProps={{ loading: 'lazy' }}
      aria-hidden
    >
      <IconPhoto size={size / 2} stroke={1.5} aria-hidden />
    </Avatar>
  );
}
