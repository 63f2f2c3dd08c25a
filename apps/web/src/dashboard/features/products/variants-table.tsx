import { Badge, Button, Checkbox, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { thumbnailUrl } from '../../../lib/image-srcset';
import type { VariantsEditor } from './use-variants-editor';
import { combinationParts, type OptionDraft, type VariantDraft } from './variant-drafts';

/** "58 / White" with the colour's swatch before its name. */
export function CombinationLabel(props: {
  options: readonly OptionDraft[];
  valueKeys: readonly string[];
}) {
  const lang = useLanguage();
  const parts = combinationParts(props.options, props.valueKeys, lang);
  return (
    <Text component="span" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' / '}
          {part.swatchHex && (
            <span className="pa-swatch" style={{ background: part.swatchHex }} aria-hidden />
          )}{' '}
          {part.text}
        </span>
      ))}
    </Text>
  );
}

/** The row's chosen photos as small thumbnails, or "the product's". */
export function VariantPhotos({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) {
    return (
      <Text component="span" fz="xs" c="dimmed">
        {t('variantsAdmin.productPhotos')}
      </Text>
    );
  }
  return (
    <span className="pa-variant-photos">
      {urls.slice(0, 3).map((url) => (
        <img key={url} src={thumbnailUrl(url) ?? url} alt="" />
      ))}
      {urls.length > 3 && <Text fz="xs">+{urls.length - 3}</Text>}
    </span>
  );
}

type TextField = 'sku' | 'barcode' | 'price' | 'stock' | 'weightGrams';

function Row(props: {
  row: VariantDraft;
  name: string;
  editor: VariantsEditor;
  onPhotos: () => void;
}) {
  const { t } = useTranslation();
  const { row, name, editor } = props;
  const cell = (field: TextField, label: string, extra: object = {}) => (
    <Table.Td>
      <TextInput
        value={row[field]}
        onChange={(event) => editor.updateRow(row.key, { [field]: event.currentTarget.value })}
        error={editor.errors[`row:${row.key}:${field}`]}
        aria-label={`${label} — ${name}`}
        size="xs"
        dir="ltr"
        data-testid={`variant-${field}`}
        {...extra}
      />
    </Table.Td>
  );
  const checked = editor.selected.has(row.key);
  return (
    <Table.Tr data-testid="variant-row" data-inactive={!row.isActive || undefined}>
      <Table.Td>
        <Checkbox
          checked={checked}
          onChange={() => {
            const next = new Set(editor.selected);
            if (checked) next.delete(row.key);
            else next.add(row.key);
            editor.setSelected(next);
          }}
          aria-label={t('variantsAdmin.selectRow', { name })}
        />
      </Table.Td>
      <Table.Td>
        <CombinationLabel options={editor.draft.options} valueKeys={row.valueKeys} />
        {!row.isActive && (
          <Badge color="gray.7" c="gray.8" variant="outline" size="xs" ms={6}>
            {t('variantsAdmin.inactive')}
          </Badge>
        )}
      </Table.Td>
      {cell('sku', t('variantsAdmin.columns.sku'), {
        w: 190,
        spellCheck: false,
        autoComplete: 'off',
      })}
      {cell('barcode', t('variantsAdmin.columns.barcode'), { w: 130, inputMode: 'numeric' })}
      {cell('price', t('variantsAdmin.columns.price'), { w: 100, inputMode: 'decimal' })}
      {cell('stock', t('variantsAdmin.columns.stock'), { w: 80, inputMode: 'numeric' })}
      {cell('weightGrams', t('variantsAdmin.columns.weight'), { w: 70, inputMode: 'numeric' })}
      <Table.Td>
        <Switch
          checked={row.isActive}
          onChange={(event) => editor.updateRow(row.key, { isActive: event.currentTarget.checked })}
          aria-label={`${t('variantsAdmin.columns.active')} — ${name}`}
          data-testid="variant-active"
        />
      </Table.Td>
      <Table.Td>
        <Button
          variant="default"
          size="xs"
          onClick={props.onPhotos}
          aria-label={`${t('variantsAdmin.columns.photos')} — ${name}`}
          leftSection={row.imageUrls.length === 0 ? <IconPhoto size={14} aria-hidden /> : undefined}
          data-testid="variant-photos"
        >
          <VariantPhotos urls={row.imageUrls} />
        </Button>
        {editor.errors[`row:${row.key}:imageUrls`] && (
          <Text fz="xs" c="red.9" role="alert">
            {editor.errors[`row:${row.key}:imageUrls`]}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

interface VariantsTableProps {
  editor: VariantsEditor;
  /** The row's name in the reader's language ("52 / White"). */
  nameOf: (row: VariantDraft) => string;
  onPhotos: (row: VariantDraft) => void;
}

/** Every variant with its codes, price, stock, weight, switch and photos, editable in place. */
export function VariantsTable({ editor, nameOf, onPhotos }: VariantsTableProps) {
  const { t } = useTranslation();
  const rows = editor.draft.variants;
  const all = rows.length > 0 && rows.every((row) => editor.selected.has(row.key));
  const some = rows.some((row) => editor.selected.has(row.key));
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table className="pa-variants-table" verticalSpacing="xs" data-testid="variants-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={() => editor.setSelected(new Set(all ? [] : rows.map((row) => row.key)))}
                aria-label={t('variantsAdmin.selectAll')}
                data-testid="select-all-variants"
              />
            </Table.Th>
            <Table.Th>{t('variantsAdmin.columns.variant')}</Table.Th>
            <Table.Th>{t('variantsAdmin.columns.sku')}</Table.Th>
            <Table.Th>{t('variantsAdmin.columns.barcode')}</Table.Th>
            <Table.Th>{t('variantsAdmin.columns.price')}</Table.Th>
            <Table.Th>{t('variantsAdmin.columns.stock')}</Table.Th>
            <Table.Th>{t('variantsAdmin.columns.weight')}</Table.Th>
            <Table.Th>{t('variantsAdmin.columns.active')}</Table.Th>
            <Table.Th>{t('variantsAdmin.columns.photos')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Row
              key={row.key}
              row={row}
              name={nameOf(row)}
              editor={editor}
              onPhotos={() => onPhotos(row)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
