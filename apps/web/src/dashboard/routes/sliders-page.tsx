import type { Slider, SliderImage } from '@dukkan/contracts';
import { Box, Button, LoadingOverlay, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { LoadError } from '../../components/load-error';
import { selectBannersState } from '../../content/banners.slice';
import { fetchBanners } from '../../content/banners.thunks';
import { useLanguage } from '../../i18n/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { usePageMeta } from '../../lib/use-page-meta';
import { PageHeading } from '../components/page-heading';
import { SliderCard, type SliderRemoval } from '../features/sliders/slider-card';
import { SliderFormModal } from '../features/sliders/slider-form-modal';
import { SliderImageModal } from '../features/sliders/slider-image-modal';
import { SliderRemovalModal } from '../features/sliders/slider-removal-modal';
import { SlidersEmpty } from '../features/sliders/sliders-empty';
import '../features/sliders/sliders.css';

/** Every slider, hidden ones too, with its pictures: add, edit, reorder, upload and delete. */
export default function SlidersPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.areas.sliders'), t('bannersAdmin.description'));
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const format = useNumberFormat();
  const { banners, bannersStatus, error } = useAppSelector(selectBannersState);
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<Slider | 'new' | null>(null);
  const [editingImage, setEditingImage] = useState<SliderImage | null>(null);
  const [removal, setRemoval] = useState<SliderRemoval | null>(null);

  // The language is a dependency too: `title` comes back in it.
  useEffect(() => {
    const request = dispatch(fetchBanners());
    return () => request.abort();
  }, [dispatch, reloadKey, lang]);

  const firstLoad =
    (bannersStatus === 'idle' || bannersStatus === 'loading') && banners.length === 0;

  let content;
  if (bannersStatus === 'error' && banners.length === 0) {
    content = (
      <LoadError
        title={t('bannersAdmin.loadFailed')}
        message={error?.message}
        onRetry={() => setReloadKey((key) => key + 1)}
        testId="list-error"
      />
    );
  } else if (firstLoad) {
    content = (
      <Stack gap="md" aria-busy>
        <Skeleton height={220} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  } else if (banners.length === 0) {
    content = (
      <Paper withBorder>
        <SlidersEmpty onAdd={() => setEditing('new')} />
      </Paper>
    );
  } else {
    content = (
      <Box pos="relative">
        <LoadingOverlay
          visible={bannersStatus === 'loading'}
          overlayProps={{ blur: 1 }}
          loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
        />
        <Stack gap="lg">
          {banners.map((slider) => (
            <SliderCard
              key={slider.id}
              slider={slider}
              onEdit={setEditing}
              onEditImage={setEditingImage}
              onRemove={setRemoval}
            />
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('dashboard.areas.sliders')}
        description={t('bannersAdmin.description')}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
            data-testid="add-slider"
          >
            {t('bannersAdmin.add')}
          </Button>
        }
      />
      {!firstLoad && banners.length > 0 && (
        <Text fw={600} c="dimmed" fz="sm" aria-live="polite" data-testid="sliders-total">
          {t('bannersAdmin.total', { total: format.number(banners.length) })}
        </Text>
      )}
      {content}

      <SliderFormModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(result, added) => {
          notify.success(
            result.message,
            t(added ? 'bannersAdmin.done.added' : 'bannersAdmin.done.updated'),
          );
          setEditing(null);
        }}
      />
      <SliderImageModal
        image={editingImage}
        onClose={() => setEditingImage(null)}
        onSaved={(result) => {
          notify.success(result.message, t('bannersAdmin.done.imageUpdated'));
          setEditingImage(null);
        }}
      />
      <SliderRemovalModal removal={removal} onClose={() => setRemoval(null)} />
    </Stack>
  );
}
