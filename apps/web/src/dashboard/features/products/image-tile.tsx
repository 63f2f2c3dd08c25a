import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconGripVertical,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { thumbnailUrl } from '../../../lib/image-srcset';
import type { ImageEntry } from './image-entries';
import './products-admin.css';

interface ImageTileProps {
  entry: ImageEntry;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Drag to reorder: the tile being dragged, and the one it is over. */
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: () => void;
  onDragEnter: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

function TileButton(props: {
  label: string;
  icon: Icon;
  disabled?: boolean;
  onClick: () => void;
  color?: string;
}) {
  const { label, icon: IconComponent, color, ...rest } = props;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size={32} aria-label={label} c={color} {...rest}>
        <IconComponent size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** One picture in the form: preview, cover badge, move earlier/later (keyboard) and remove. */
export function ImageTile(props: ImageTileProps) {
  const { t, i18n } = useTranslation();
  const { entry, index, count } = props;
  const position = { index: index + 1 };
  const rtl = i18n.dir() === 'rtl';
  const src = entry.kind === 'new' ? entry.previewUrl : (thumbnailUrl(entry.url) ?? entry.url);

  return (
    <li
      className="pa-image-tile"
      data-dragging={props.dragging || undefined}
      data-drop-target={props.dropTarget || undefined}
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        props.onDragStart();
      }}
      onDragEnter={props.onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
      data-testid={`image-tile-${index}`}
    >
      <div className="pa-image-tile__frame">
        <img src={src} alt={t('productsAdmin.images.alt', position)} draggable={false} />
        <IconGripVertical size={18} className="pa-image-tile__grip" aria-hidden />
        <Group gap={4} className="pa-image-tile__badges">
          {index === 0 && (
            <Badge size="sm" variant="filled" data-testid="cover-badge">
              {t('productsAdmin.images.cover')}
            </Badge>
          )}
          {entry.kind === 'new' && (
            <Badge size="sm" variant="filled" color="dark">
              {t('productsAdmin.images.new')}
            </Badge>
          )}
        </Group>
      </div>
      <Group justify="space-between" gap={4} p={6} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <TileButton
            label={t('productsAdmin.images.moveEarlier', position)}
            icon={rtl ? IconArrowRight : IconArrowLeft}
            disabled={index === 0}
            onClick={() => props.onMove(index, index - 1)}
          />
          <TileButton
            label={t('productsAdmin.images.moveLater', position)}
            icon={rtl ? IconArrowLeft : IconArrowRight}
            disabled={index === count - 1}
            onClick={() => props.onMove(index, index + 1)}
          />
        </Group>
        <TileButton
          label={t('productsAdmin.images.remove', position)}
          icon={IconX}
          color="red.9"
          onClick={props.onRemove}
        />
      </Group>
    </li>
  );
}
