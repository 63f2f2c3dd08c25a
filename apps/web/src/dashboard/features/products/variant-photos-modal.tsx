import {
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { thumbnailUrl } from '../../../lib/image-srcset';

interface VariantPhotosModalProps {
  /** What the photos are for ("52 / White", or "3 variants"); null: closed. */
  title: string | null;
  /** The product's saved images, in their order. */
  images: readonly string[];
  initial: readonly string[];
  onSave: (urls: string[]) => void;
  onClose: () => void;
}

/** Picks a variant's photos among the product's pictures (kept in the product's order). */
export function VariantPhotosModal({
  title,
  images,
  initial,
  onSave,
  onClose,
}: VariantPhotosModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={title !== null}
      onClose={onClose}
      title={t('variantsAdmin.photosTitle', { name: title ?? '' })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {title !== null && (
        <PhotoChoice images={images} initial={initial} onSave={onSave} onClose={onClose} />
      )}
    </Modal>
  );
}

function PhotoChoice({ images, initial, onSave, onClose }: Omit<VariantPhotosModalProps, 'title'>) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(initial));
  const toggle = (url: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });
  if (images.length === 0) return <Text c="dimmed">{t('variantsAdmin.noImages')}</Text>;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('variantsAdmin.photosHint')}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm" data-testid="photo-choice">
        {images.map((url, i) => {
          const label = t('variantsAdmin.photoAlt', { index: i + 1 });
          return (
            <UnstyledButton
              key={url}
              onClick={() => toggle(url)}
              className="pa-photo-choice"
              data-chosen={chosen.has(url) || undefined}
              aria-pressed={chosen.has(url)}
              aria-label={label}
              data-testid="photo-option"
            >
              <img src={thumbnailUrl(url) ?? url} alt="" loading="lazy" />
              {chosen.has(url) && (
                <ThemeIcon size={24} radius="xl" className="pa-photo-choice__check" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => onSave(images.filter((url) => chosen.has(url)))}
          data-testid="save-photos"
        >
          {t('variantsAdmin.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
