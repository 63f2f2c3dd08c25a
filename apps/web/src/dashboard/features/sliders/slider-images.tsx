import type { SliderImage } from '@dukkan/contracts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SliderImageTile } from './slider-image-tile';

interface SliderImagesProps {
  images: SliderImage[];
  sliderTitle: string;
  /** While an order is being saved, moves wait. */
  reordering: boolean;
  onReorder: (imageIds: number[]) => void;
  onEdit: (image: SliderImage) => void;
  onRemove: (image: SliderImage) => void;
}

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The slider's pictures in order: drag one onto another's place, or use its arrow buttons. */
export function SliderImages(props: SliderImagesProps) {
  const { t } = useTranslation();
  const { images } = props;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  if (images.length === 0) {
    return (
      <Text c="dimmed" fz="sm" data-testid="slider-no-images">
        {t('bannersAdmin.noImages')}
      </Text>
    );
  }

  function move(from: number, to: number) {
    if (from === to || to < 0 || to >= images.length || props.reordering) return;
    props.onReorder(moved(images, from, to).map((image) => image.id));
  }

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <>
      {images.length > 1 && (
        <Text fz="sm" c="dimmed">
          {t('bannersAdmin.reorderHint')}
        </Text>
      )}
      <ol className="sl-grid">
        {images.map((image, index) => (
          <SliderImageTile
            key={image.id}
            image={image}
            index={index}
            count={images.length}
            sliderTitle={props.sliderTitle}
            disabled={props.reordering}
            dragging={dragFrom === index}
            dropTarget={dragOver === index && dragFrom !== index}
            onMove={move}
            onEdit={() => props.onEdit(image)}
            onRemove={() => props.onRemove(image)}
            onDragStart={() => setDragFrom(index)}
            onDragEnter={() => setDragOver(index)}
            onDragEnd={endDrag}
            onDrop={() => {
              if (dragFrom !== null) move(dragFrom, index);
              endDrag();
            }}
          />
        ))}
      </ol>
    </>
  );
}
