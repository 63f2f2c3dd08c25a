import { MAX_PRODUCT_VARIANTS } from '@dukkan/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconLayoutGrid } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminProduct } from '../../../catalog/products.slice';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useVariantsEditor } from './use-variants-editor';
import { VariantBulkBar } from './variant-bulk-bar';
import { combinationParts, combinations, setPhotos, type VariantDraft } from './variant-drafts';
import { VariantOptionsEditor } from './variant-options-editor';
import { VariantPhotosModal } from './variant-photos-modal';
import { VariantsTable } from './variants-table';

/** What the photo picker is open for: one row, or the ticked rows. */
type PhotoTarget = { keys: ReadonlySet<string>; title: string; initial: string[] } | null;

/**
 * The edit page's options and variants: options with their values, "Generate variants" for the
 * matrix, the table with bulk edits, and one save for the whole list (`setProductVariants`).
 */
export function ProductVariantsSection({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const editor = useVariantsEditor(product);
  const [photos, setPhotoTarget] = useState<PhotoTarget>(null);
  const { options, variants } = editor.draft;
  const hasOptions = options.length > 0;
  const wanted = combinations(options).length;
  const nameOf = (row: VariantDraft) =>
    combinationParts(options, row.valueKeys, lang)
      .map((part) => part.text)
      .join(' / ');
  const ticked = variants.filter((row) => editor.selected.has(row.key));
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // "Create and add options" lands here: the page renders after the link, so scroll once loaded.
    if (window.location.hash === '#variants') card.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Card padding="lg" id="variants" ref={card} data-testid="variants-section">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('variantsAdmin.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('variantsAdmin.intro')}
          </Text>
        </div>
        <VariantOptionsEditor editor={editor} />
        {editor.errors.general && (
          <Alert color="red" role="alert">
            {editor.errors.general}
          </Alert>
        )}
        {hasOptions && wanted > MAX_PRODUCT_VARIANTS && (
          <Alert color="red">{t('variantsAdmin.tooMany', { max: MAX_PRODUCT_VARIANTS })}</Alert>
        )}
        {hasOptions && !editor.isCurrent && (
          <Alert color="yellow" data-testid="variants-stale">
            {t('variantsAdmin.stale')}
          </Alert>
        )}
        <Group gap="sm">
          {hasOptions && (
            <Button
              variant="light"
              leftSection={<IconLayoutGrid size={18} aria-hidden />}
              onClick={editor.generate}
              data-testid="generate-variants"
            >
              {t('variantsAdmin.generate')}
            </Button>
          )}
          {hasOptions && editor.isCurrent && (
            <Text fz="sm" c="dimmed">
              {t('variantsAdmin.count', { count: variants.length })}
            </Text>
          )}
        </Group>
        {!hasOptions && (
          <Text fz="sm" c="dimmed">
            {t('variantsAdmin.noOptions')}
          </Text>
        )}
        {hasOptions && editor.isCurrent && variants.length > 0 && (
          <>
            <VariantBulkBar
              editor={editor}
              onPhotos={() =>
                setPhotoTarget({
                  keys: new Set(ticked.map((row) => row.key)),
                  title:
                    ticked.length > 2
                      ? t('variantsAdmin.selected', { count: ticked.length })
                      : ticked.map(nameOf).join(lang === 'ar' ? '، ' : ', '),
                  initial: ticked[0]?.imageUrls ?? [],
                })
              }
            />
            <VariantsTable
              editor={editor}
              nameOf={nameOf}
              onPhotos={(row) =>
                setPhotoTarget({
                  keys: new Set([row.key]),
                  title: nameOf(row),
                  initial: row.imageUrls,
                })
              }
            />
          </>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => void editor.save()}
            loading={editor.saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="save-variants"
          >
            {t('variantsAdmin.save')}
          </Button>
        </Group>
      </Stack>
      <VariantPhotosModal
        title={photos?.title ?? null}
        images={product.images}
        initial={photos?.initial ?? []}
        onClose={() => setPhotoTarget(null)}
        onSave={(urls) => {
          if (photos) editor.editRows((rows) => setPhotos(rows, photos.keys, urls));
          setPhotoTarget(null);
        }}
      />
    </Card>
  );
}
