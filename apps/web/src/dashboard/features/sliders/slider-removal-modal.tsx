import { Text } from '@mantine/core';
import { IconPhotoX, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { ConfirmModal } from '../../../components/confirm-modal';
import {
  deleteAllBannerImages,
  deleteBanner,
  deleteBannerImage,
} from '../../../content/banners.thunks';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { SliderRemoval } from './slider-card';

/** Asks before deleting one picture, all pictures of a slider, or the slider; then does it. */
export function SliderRemovalModal({
  removal,
  onClose,
}: {
  removal: SliderRemoval | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!removal) return;
    setBusy(true);
    try {
      const { slider } = removal;
      if (removal.kind === 'image') {
        const ids = { sliderId: slider.id, imageId: removal.image.id };
        const result = await dispatch(deleteBannerImage(ids)).unwrap();
        notify.success(result.message, t('bannersAdmin.done.imageDeleted'));
      } else if (removal.kind === 'allImages') {
        const result = await dispatch(deleteAllBannerImages(slider.id)).unwrap();
        notify.success(result.message, t('bannersAdmin.done.allImagesDeleted'));
      } else {
        const result = await dispatch(deleteBanner(slider.id)).unwrap();
        notify.success(result.message, t('bannersAdmin.done.deleted'));
      }
      onClose();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  const title = removal?.slider.title ?? '';
  const count = format.number(removal?.slider.images.length ?? 0);
  const texts =
    removal?.kind === 'image'
      ? {
          title: t('bannersAdmin.deleteImage.title'),
          body: t('bannersAdmin.deleteImage.body'),
          confirm: t('bannersAdmin.deleteImage.confirm'),
        }
      : removal?.kind === 'allImages'
        ? {
            title: t('bannersAdmin.deleteAllImages.title', { title }),
            body: t('bannersAdmin.deleteAllImages.body', { count }),
            confirm: t('bannersAdmin.deleteAllImages.confirm'),
          }
        : {
            title: t('bannersAdmin.deleteSliderDialog.title', { title }),
            body: t('bannersAdmin.deleteSliderDialog.body'),
            confirm: t('bannersAdmin.deleteSliderDialog.confirm'),
          };

  return (
    <ConfirmModal
      opened={removal !== null}
      title={texts.title}
      confirmLabel={texts.confirm}
      confirmIcon={removal?.kind === 'slider' ? IconTrash : IconPhotoX}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
      confirmTestId="confirm-slider-removal"
    >
      <Text>{texts.body}</Text>
    </ConfirmModal>
  );
}
