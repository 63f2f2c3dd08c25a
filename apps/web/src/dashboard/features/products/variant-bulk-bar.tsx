import { normalizeDigits } from '@dukkan/contracts';
import { Button, Group, Menu, Paper, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconPhoto, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import type { VariantsEditor } from './use-variants-editor';
import { addStock, rowsWithValue, setPrice } from './variant-drafts';

/** A small form in a popover: one field and Apply. */
function BulkField(props: {
  label: string;
  field: string;
  inputMode: 'decimal' | 'numeric';
  onApply: (text: string) => boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    // Arabic-Indic digits typed on an Arabic keyboard count as digits.
    if (!props.onApply(normalizeDigits(text).trim())) return;
    setOpened(false);
    setText('');
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withArrow>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          onClick={() => setOpened((o) => !o)}
          data-testid={props.testId}
        >
          {props.label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <TextInput
              label={props.field}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              inputMode={props.inputMode}
              dir="ltr"
              size="sm"
              data-testid={`${props.testId}-value`}
            />
            <Button type="submit" size="xs" data-testid={`${props.testId}-apply`}>
              {t('variantsAdmin.apply')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Select rows (all, none, every row with a value) and change the ticked ones together. */
export function VariantBulkBar(props: { editor: VariantsEditor; onPhotos: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { editor } = props;
  const { options, variants } = editor.draft;
  const count = variants.filter((row) => editor.selected.has(row.key)).length;
  const selectWith = (valueKey: string) =>
    editor.setSelected(new Set(rowsWithValue(variants, valueKey)));
  return (
    <Paper
      bg={count > 0 ? 'brand.0' : 'gray.0'}
      px="sm"
      py="xs"
      radius="md"
      data-testid="variant-bulk-bar"
    >
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                rightSection={<IconChevronDown size={14} aria-hidden />}
                data-testid="select-variants"
              >
                {t('variantsAdmin.select')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() => editor.setSelected(new Set(variants.map((row) => row.key)))}
              >
                {t('variantsAdmin.selectEvery')}
              </Menu.Item>
              <Menu.Item onClick={() => editor.setSelected(new Set())}>
                {t('variantsAdmin.selectNone')}
              </Menu.Item>
              {options.map((option) => (
                <div key={option.key}>
                  <Menu.Divider />
                  <Menu.Label>{lang === 'ar' ? option.nameAr : option.nameEn}</Menu.Label>
                  {option.values.map((value) => (
                    <Menu.Item
                      key={value.key}
                      onClick={() => selectWith(value.key)}
                      data-testid="select-by-value"
                    >
                      {lang === 'ar' ? value.valueAr : value.valueEn}
                    </Menu.Item>
                  ))}
                </div>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Text fz="sm" fw={600} aria-live="polite" data-testid="variants-selected">
            {t('variantsAdmin.selected', { count })}
          </Text>
        </Group>
        {count > 0 && (
          <Group gap="xs">
            <BulkField
              label={t('variantsAdmin.setPrice')}
              field={t('variantsAdmin.newPrice')}
              inputMode="decimal"
              testId="bulk-price"
              onApply={(text) => {
                if (!/^\d+(\.\d{1,2})?$/.test(text)) return false;
                editor.editRows((rows) => setPrice(rows, editor.selected, Number(text).toFixed(2)));
                return true;
              }}
            />
            <BulkField
              label={t('variantsAdmin.addStock')}
              field={t('variantsAdmin.units')}
              inputMode="numeric"
              testId="bulk-stock"
              onApply={(text) => {
                if (!/^-?\d+$/.test(text)) return false;
                editor.editRows((rows) => addStock(rows, editor.selected, Number(text)));
                return true;
              }}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPhoto size={14} aria-hidden />}
              onClick={props.onPhotos}
              data-testid="bulk-photos"
            >
              {t('variantsAdmin.setPhotos')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              c="dark"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => editor.setSelected(new Set())}
            >
              {t('productsAdmin.list.clearSelection')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
