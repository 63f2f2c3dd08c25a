import { MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS, type OptionDisplay } from '@dukkan/contracts';
import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { newKey, type OptionDraft, type OptionValueDraft } from './variant-drafts';
import type { VariantsEditor } from './use-variants-editor';

/** The options a merchant adds most, with both names; colour shows as swatches. */
const PRESETS = [
  { id: 'size', nameEn: 'Size', nameAr: 'المقاس', display: 'buttons' },
  { id: 'colour', nameEn: 'Colour', nameAr: 'اللون', display: 'swatches' },
  { id: 'storage', nameEn: 'Storage', nameAr: 'السعة', display: 'buttons' },
  { id: 'custom', nameEn: '', nameAr: '', display: 'buttons' },
] as const;

const blankValue = (): OptionValueDraft => ({
  key: newKey(),
  valueEn: '',
  valueAr: '',
  swatchHex: '',
});

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

interface ValueRowProps {
  value: OptionValueDraft;
  index: number;
  count: number;
  swatches: boolean;
  editor: VariantsEditor;
  onChange: (patch: Partial<OptionValueDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function ValueRow({
  value,
  index,
  count,
  swatches,
  editor,
  onChange,
  onMove,
  onRemove,
}: ValueRowProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const label = (lang === 'ar' ? value.valueAr : value.valueEn) || String(index + 1);
  const error = (field: string) => editor.errors[`value:${value.key}:${field}`];
  const text = (field: 'valueEn' | 'valueAr') => ({
    value: value[field],
    error: error(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      onChange({ [field]: event.currentTarget.value });
      editor.clearError(`value:${value.key}:${field}`);
    },
  });
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid="option-value">
      <SimpleGrid cols={{ base: 1, xs: swatches ? 3 : 2 }} spacing="xs" style={{ flex: 1 }}>
        <TextInput
          {...text('valueEn')}
          aria-label={t('variantsAdmin.valueEn')}
          placeholder={t('variantsAdmin.valueEn')}
          dir="ltr"
          size="sm"
        />
        <TextInput
          {...text('valueAr')}
          aria-label={t('variantsAdmin.valueAr')}
          placeholder={t('variantsAdmin.valueAr')}
          dir="rtl"
          size="sm"
        />
        {swatches && (
          <ColorInput
            value={value.swatchHex}
            onChange={(swatchHex) => onChange({ swatchHex: swatchHex.toUpperCase() })}
            error={error('swatchHex')}
            aria-label={t('variantsAdmin.swatch')}
            placeholder="#RRGGBB"
            format="hex"
            withEyeDropper={false}
            dir="ltr"
            size="sm"
            data-testid="swatch-input"
          />
        )}
      </SimpleGrid>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={36}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('variantsAdmin.moveValueUp', { value: label })}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={36}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('variantsAdmin.moveValueDown', { value: label })}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={36}
          c="red.9"
          disabled={count === 1}
          onClick={onRemove}
          aria-label={t('variantsAdmin.removeValue', { value: label })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

function OptionCard({
  option,
  index,
  editor,
}: {
  option: OptionDraft;
  index: number;
  editor: VariantsEditor;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { options } = editor.draft;
  const change = (patch: Partial<OptionDraft>) =>
    editor.setOptions(
      options.map((item) => (item.key === option.key ? { ...item, ...patch } : item)),
    );
  const setValues = (values: OptionValueDraft[]) => change({ values });
  const name =
    (lang === 'ar' ? option.nameAr : option.nameEn) ||
    t('variantsAdmin.option', { index: index + 1 });
  const nameProps = (field: 'nameEn' | 'nameAr') => ({
    value: option[field],
    error: editor.errors[`option:${option.key}:${field}`],
    onChange: (event: { currentTarget: { value: string } }) => {
      change({ [field]: event.currentTarget.value });
      editor.clearError(`option:${option.key}:${field}`);
    },
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="variant-option">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{name}</Text>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => editor.setOptions(options.filter((item) => item.key !== option.key))}
          >
            {t('variantsAdmin.removeOption', { name })}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            {...nameProps('nameEn')}
            label={t('variantsAdmin.nameEn')}
            dir="ltr"
            required
          />
          <TextInput
            {...nameProps('nameAr')}
            label={t('variantsAdmin.nameAr')}
            dir="rtl"
            required
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('variantsAdmin.display')}
          </Text>
          <SegmentedControl
            value={option.display}
            onChange={(display) => change({ display: display as OptionDisplay })}
            data={(['buttons', 'swatches'] as const).map((value) => ({
              value,
              label: t(`variantsAdmin.displays.${value}`),
            }))}
            aria-label={t('variantsAdmin.display')}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <Text fz="sm" fw={500}>
          {t('variantsAdmin.values')}
        </Text>
        {option.values.map((value, j) => (
          <ValueRow
            key={value.key}
            value={value}
            index={j}
            count={option.values.length}
            swatches={option.display === 'swatches'}
            editor={editor}
            onChange={(patch) =>
              setValues(
                option.values.map((item) =>
                  item.key === value.key ? { ...item, ...patch } : item,
                ),
              )
            }
            onMove={(to) => setValues(move(option.values, j, to))}
            onRemove={() => setValues(option.values.filter((item) => item.key !== value.key))}
          />
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setValues([...option.values, blankValue()])}
          disabled={option.values.length >= MAX_OPTION_VALUES}
          style={{ alignSelf: 'flex-start' }}
          data-testid="add-value"
        >
          {t('variantsAdmin.addValue')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Up to three options, each with its names in both languages and its values in order. */
export function VariantOptionsEditor({ editor }: { editor: VariantsEditor }) {
  const { t } = useTranslation();
  const { options } = editor.draft;
  const add = (preset: (typeof PRESETS)[number]) =>
    editor.setOptions([
      ...options,
      {
        key: newKey(),
        nameEn: preset.nameEn,
        nameAr: preset.nameAr,
        display: preset.display,
        values: [blankValue()],
      },
    ]);
  return (
    <Stack gap="md">
      {options.map((option, i) => (
        <OptionCard key={option.key} option={option} index={i} editor={editor} />
      ))}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={options.length >= MAX_PRODUCT_OPTIONS}
            style={{ alignSelf: 'flex-start' }}
            data-testid="add-option"
          >
            {t('variantsAdmin.addOption')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PRESETS.map((preset) => (
            <Menu.Item
              key={preset.id}
              onClick={() => add(preset)}
              data-testid={`add-option-${preset.id}`}
            >
              {t(`variantsAdmin.presets.${preset.id}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
