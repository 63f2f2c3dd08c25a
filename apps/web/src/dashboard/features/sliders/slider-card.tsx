import type { Slider, SliderImage } from '@dukkan/contracts';
import { ActionIcon, Button, Group, Menu, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDots, IconPencil, IconPhotoX, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { fetchBanners, reorderBannerImages, updateBanner } from '../../../content/banners.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';
import { StatusBadge } from '../../components/status-badge';
import { SliderImages } from './slider-images';
import { SliderUploads } from './slider-uploads';
import { useSliderUploads } from './use-slider-uploads';

export type SliderRemoval =
  | { kind: 'image'; slider: Slider; image: SliderImage }
  | { kind: 'allImages'; slider: Slider }
  | { kind: 'slider'; slider: Slider };

interface SliderCardProps {
  slider: Slider;
  onEdit: (slider: Slider) => void;
  onEditImage: (image: SliderImage) => void;
  onRemove: (removal: SliderRemoval) => void;
}

/** One slider: its titles and switch, its pictures in order, and uploads of more. */
export function SliderCard({ slider, onEdit, onEditImage, onRemove }: SliderCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();
  const dispatch = useAppDispatch();
  const uploads = useSliderUploads(slider.id);
  const [toggling, setToggling] = useState(false);
  const [reordering, setReordering] = useState(false);
  const otherTitle = lang === 'ar' ? slider.titleEn : slider.titleAr;
  const headingId = `slider-${slider.id}-title`;

  async function toggleActive(isActive: boolean) {
    setToggling(true);
    try {
      const { titleEn, titleAr } = slider;
      const result = await dispatch(
        updateBanner({ id: slider.id, titleEn, titleAr, isActive }),
      ).unwrap();
      notify.success(result.message, t('bannersAdmin.done.updated'));
    } catch (error) {
      notify.error(error);
    } finally {
      setToggling(false);
    }
  }

  async function reorder(imageIds: number[]) {
    setReordering(true);
    try {
      const result = await dispatch(
        reorderBannerImages({ sliderId: slider.id, imageIds }),
      ).unwrap();
      notify.success(result.message, t('bannersAdmin.done.reordered'));
    } catch (error) {
      notify.error(error);
      // The thumbnails moved before the answer: show the order the server kept.
      void dispatch(fetchBanners());
    } finally {
      setReordering(false);
    }
  }

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="slider-card"
      data-slider-id={slider.id}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Group gap="xs" align="center">
              <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {slider.title}
              </Title>
              <StatusBadge isActive={slider.isActive} testId="slider-status">
                {slider.isActive ? t('bannersAdmin.active') : t('bannersAdmin.inactive')}
              </StatusBadge>
            </Group>
            <Text fz="sm" c="dimmed">
              {/* Isolated, so the other language keeps its own direction but the line still starts
                  where the page's lines start. */}
              <bdi lang={lang === 'ar' ? 'en' : 'ar'}>{otherTitle}</bdi>
            </Text>
            <Text fz="sm" c="dimmed">
              {t('bannersAdmin.imagesCount', { count: format.number(slider.images.length) })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Switch
              checked={slider.isActive}
              disabled={toggling}
              onChange={(event) => void toggleActive(event.currentTarget.checked)}
              label={t('bannersAdmin.showOnHome')}
              data-testid="slider-active"
            />
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit(slider)}
              data-testid="edit-slider"
            >
              {t('bannersAdmin.edit')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size={30}
                  aria-label={t('bannersAdmin.actions', { title: slider.title })}
                  data-testid="slider-menu"
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPhotoX size={16} aria-hidden />}
                  disabled={slider.images.length === 0}
                  onClick={() => onRemove({ kind: 'allImages', slider })}
                  data-testid="delete-all-images"
                >
                  {t('bannersAdmin.deleteAll')}
                </Menu.Item>
                <Menu.Item
                  color="red.9"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onRemove({ kind: 'slider', slider })}
                  data-testid="delete-slider"
                >
                  {t('bannersAdmin.deleteSlider')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <SliderImages
          images={slider.images}
          sliderTitle={slider.title}
          reordering={reordering}
          onReorder={(ids) => void reorder(ids)}
          onEdit={onEditImage}
          onRemove={(image) => onRemove({ kind: 'image', slider, image })}
        />
        <SliderUploads
          sliderId={slider.id}
          entries={uploads.entries}
          onFiles={uploads.add}
          onClear={uploads.clearFinished}
        />
      </Stack>
    </Paper>
  );
}
