import { MAX_PRODUCT_IMAGES } from '@dukkan/contracts';
import { List, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { IMAGE_TYPES } from '../../../lib/image-file';
import { FileDropZone } from '../../components/file-drop-zone';
import { ImageTile } from './image-tile';
import type { useProductImages } from './use-product-images';

interface ProductImagesFieldProps {
  images: ReturnType<typeof useProductImages>;
  /** The server's error for `images` or `imageOrder`. */
  error?: string;
}

/** Drop or pick pictures, see them in order (the first is the cover), reorder and remove. */
export function ProductImagesField({ images, error }: ProductImagesFieldProps) {
  const { t } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const { entries, rejected } = images;
  const full = entries.length >= MAX_PRODUCT_IMAGES;

  function endDrag() {
    setDragFrom(null);
    setDragOver(null);
  }

  return (
    <Stack gap="md">
      <FileDropZone
        name="images"
        accept={IMAGE_TYPES.join(',')}
        multiple
        icon={IconPhotoPlus}
        title={t('productsAdmin.images.dropTitle')}
        hint={t('productsAdmin.images.dropHint', { max: MAX_PRODUCT_IMAGES })}
        buttonLabel={t('productsAdmin.images.choose')}
        disabled={full}
        onFiles={images.add}
        error={error}
      />
      {(rejected.length > 0 || error) && (
        <Stack gap={4} role="alert">
          {error && (
            <Text c="red.9" fz="sm">
              {error}
            </Text>
          )}
          {rejected.length > 0 && (
            <List fz="sm" c="red.9" spacing={2}>
              {rejected.map(({ name, problem }) => (
                <List.Item key={`${name}-${problem}`}>
                  <bdi>{name}</bdi>: {t(problem, { max: MAX_PRODUCT_IMAGES })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
      {entries.length > 0 ? (
        <>
          <Text fz="sm" c="dimmed">
            {t('productsAdmin.images.orderHint', {
              count: entries.length,
              max: MAX_PRODUCT_IMAGES,
            })}
          </Text>
          <ol className="pa-image-grid plain-list" aria-label={t('productsAdmin.images.listLabel')}>
            {entries.map((entry, index) => (
              <ImageTile
                key={entry.key}
                entry={entry}
                index={index}
                count={entries.length}
                onMove={images.move}
                onRemove={() => images.remove(entry.key)}
                dragging={dragFrom === index}
                dropTarget={dragOver === index && dragFrom !== index}
                onDragStart={() => setDragFrom(index)}
                onDragEnter={() => setDragOver(index)}
                onDragEnd={endDrag}
                onDrop={() => {
                  if (dragFrom !== null) images.move(dragFrom, index);
                  endDrag();
                }}
              />
            ))}
          </ol>
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('productsAdmin.images.none')}
        </Text>
      )}
    </Stack>
  );
}
