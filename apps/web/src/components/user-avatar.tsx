import type { ComponentProps } from 'react';
import { Avatar } from '../kit';
import { thumbnailUrl } from '../lib/image-srcset';

interface UserAvatarProps extends Omit<ComponentProps<typeof Avatar>, 'src' | 'alt' | 'name'> {
  imageUrl: string | null | undefined;
  firstName: string;
  lastName: string;
  /** Decorative when the name is written next to it, so screen readers do not read it twice. */
  decorative?: boolean;
}

/** The user's picture (smallest stored size) or their initials. */
export function UserAvatar({
  imageUrl,
  firstName,
  lastName,
  decorative = true,
  ...props
}: UserAvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Avatar
      src={thumbnailUrl(imageUrl)}
      alt={decorative ? '' : name}
      name={name}
      imageProps={{ loading: 'lazy', decoding: 'async' }}
      aria-hidden={decorative || undefined}
      {...props}
    />
  );
}
