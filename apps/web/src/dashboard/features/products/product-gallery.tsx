import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { responsiveImage, thumbnailUrl } from '../../../lib/image-srcset';
import './products-admin.css';

/** The product's pictures: a large one and a row of thumbnails to switch it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(0, images.length - 1));
  const current = images[index];

  if (!current) {
    return (
      <Stack className="pa-gallery-main" align="center" justify="center" gap="xs">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconPhotoOff size={32} stroke={1.5} />
        </ThemeIcon>
        <Text c="dimmed">{t('productsAdmin.details.noImages')}</Text>
      </Stack>
    );
  }

  const { src, srcSet } = responsiveImage(current);
  return (
    <Stack gap="sm">
      <div className="pa-gallery-main">
        <img
          src={src}
          srcSet={srcSet || undefined}
          sizes="(min-width: 62em) 480px, 100vw"
          alt={t('productsAdmin.details.imageAlt', {
            name,
            index: index + 1,
            count: images.length,
          })}
          data-testid="gallery-image"
        />
      </div>
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('productsAdmin.details.gallery')}>
          {images.map((url, position) => (
            <UnstyledButton
              key={url}
              className="pa-gallery-thumb"
              aria-pressed={position === index}
              aria-label={t('productsAdmin.details.showImage', {
                index: position + 1,
                count: images.length,
              })}
              onClick={() => setChosen(position)}
            >
              <img src={thumbnailUrl(url) ?? url} alt="" width={64} height={64} loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
