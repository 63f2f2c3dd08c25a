import type { SliderImage } from '@dukkan/contracts';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconGripVertical,
  IconLink,
  IconPencil,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { useNumberFormat } from '../../../lib/use-number-format';

export interface SliderImageTileProps {
  image: SliderImage;
  index: number;
  count: number;
  sliderTitle: string;
  disabled: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onRemove: () => void;
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
  testId?: string;
}) {
  const { label, icon: IconComponent, color, testId, ...rest } = props;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size={32}
        aria-label={label}
        c={color}
        data-testid={testId}
        {...rest}
      >
        <IconComponent size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** One banner picture: thumbnail, its link, move earlier/later (keyboard), edit and delete. */
export function SliderImageTile(props: SliderImageTileProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const { image, index, count, disabled } = props;
  const position = { index: format.number(index + 1) };
  const rtl = i18n.dir() === 'rtl';

  return (
    <li
      className="sl-tile"
      data-dragging={props.dragging || undefined}
      data-drop-target={props.dropTarget || undefined}
      draggable={!disabled}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(image.id));
        props.onDragStart();
      }}
      onDragEnter={props.onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
      data-testid="slider-image"
      data-image-id={image.id}
    >
      <div className="sl-tile__frame">
        <img
          src={thumbnailUrl(image.imageUrl) ?? image.imageUrl}
          alt={t('bannersAdmin.image.alt', { ...position, title: props.sliderTitle })}
          loading="lazy"
          draggable={false}
        />
        <Badge size="sm" variant="filled" color="dark" className="sl-tile__position">
          {t('bannersAdmin.image.position', position)}
        </Badge>
        <IconGripVertical size={18} className="sl-tile__grip" aria-hidden />
      </div>
      <Group gap={6} px={8} pt={6} wrap="nowrap" c={image.linkUrl ? undefined : 'dimmed'}>
        <IconLink size={14} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="xs" truncate="end" dir="ltr" data-testid="slider-image-link">
          {image.linkUrl ?? t('bannersAdmin.image.noLink')}
        </Text>
      </Group>
      <Group justify="space-between" gap={4} p={6} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <TileButton
            label={t('bannersAdmin.image.moveEarlier', position)}
            icon={rtl ? IconArrowRight : IconArrowLeft}
            disabled={disabled || index === 0}
            onClick={() => props.onMove(index, index - 1)}
            testId="move-earlier"
          />
          <TileButton
            label={t('bannersAdmin.image.moveLater', position)}
            icon={rtl ? IconArrowLeft : IconArrowRight}
            disabled={disabled || index === count - 1}
            onClick={() => props.onMove(index, index + 1)}
            testId="move-later"
          />
        </Group>
        <Group gap={4} wrap="nowrap">
          <TileButton
            label={t('bannersAdmin.image.edit', position)}
            icon={IconPencil}
            onClick={props.onEdit}
            testId="edit-image"
          />
          <TileButton
            label={t('bannersAdmin.image.remove', position)}
            icon={IconTrash}
            color="red.9"
            onClick={props.onRemove}
            testId="delete-image"
          />
        </Group>
      </Group>
    </li>
  );
}
