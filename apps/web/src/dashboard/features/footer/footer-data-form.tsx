import {
  emptyFooter,
  footerFieldsSchema,
  type Footer,
  type FooterFlag,
  type FooterValueField,
} from '@dukkan/contracts';
import { SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { ConfirmModal } from '../../../components/confirm-modal';
import {
  createFooter,
  deleteFooter,
  toggleFooterFields,
  updateFooter,
} from '../../../content/footer.thunks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FieldGroup, FooterFieldRow } from './footer-field-row';
import { FooterFormActions, type FooterFormBusy } from './footer-form-actions';
import { flagsOf, footerFormValues } from './footer-form-values';

type Field = FooterValueField;
const fieldKey = (name: Field) => `footerAdmin.fields.${name}` as const;

const SOCIAL: [Field, FooterFlag][] = [
  ['facebookLink', 'isFacebookEnabled'],
  ['twitterLink', 'isTwitterEnabled'],
  ['instagramLink', 'isInstagramEnabled'],
  ['snapchatLink', 'isSnapchatEnabled'],
  ['tikTokLink', 'isTikTokEnabled'],
  ['youTubeLink', 'isYouTubeEnabled'],
];

/**
 * Every footer field with its switch, in three groups. Save writes everything (create the first
 * time, update after); "save switches only" sends just the switches; reset deletes the record so
 * the shop falls back to the defaults. The schema is the API's, so mistakes show before sending.
 */
export function FooterDataForm({ footer }: { footer: Footer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState(footer);
  const [busy, setBusy] = useState<Exclude<FooterFormBusy, 'save'>>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const form = useSchemaForm(footerFieldsSchema, footerFormValues(footer));

  const switchProps = (flag: FooterFlag) => ({
    checked: form.values[flag] === 'true',
    onCheckedChange: (on: boolean) => form.setValue(flag, on ? 'true' : 'false'),
    switchTestId: `switch-${flag}`,
  });
  const text = (name: Field, extra: { hint?: string; dir?: 'ltr' | 'rtl' } = {}) => ({
    ...form.inputProps(name),
    id: `footer-${name}`,
    description: extra.hint,
    dir: extra.dir,
    autoComplete: 'off',
    'data-testid': `field-${name}`,
  });

  const { submitting, onSubmit } = useFormSubmit(form, async (fields) => {
    const result =
      saved.id === null
        ? await dispatch(createFooter(fields)).unwrap()
        : await dispatch(updateFooter({ id: saved.id, ...fields })).unwrap();
    setSaved(result.data);
    form.reset(footerFormValues(result.data));
    notify.success(result.message, t('footerAdmin.saved'));
  });

  // Not a submit: only the switches go, unvalidated, and any text still being edited stays.
  async function toggleSwitches(id: number) {
    setBusy('toggle');
    try {
      const result = await dispatch(toggleFooterFields({ id, ...flagsOf(form.values) })).unwrap();
      setSaved(result.data);
      form.setValues((current) => ({
        ...current,
        ...footerFormValues(result.data),
        ...textOf(current),
      }));
      notify.success(result.message, t('footerAdmin.toggled'));
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
    } finally {
      setBusy(null);
    }
  }

  const saveSwitches = () => {
    if (saved.id !== null) void toggleSwitches(saved.id);
  };

  async function reset() {
    setBusy('reset');
    try {
      const result = await dispatch(deleteFooter()).unwrap();
      setSaved(emptyFooter);
      form.reset(footerFormValues(emptyFooter));
      setConfirmReset(false);
      notify.success(result.message, t('footerAdmin.resetDone'));
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="footer-form">
      <Stack gap="lg">
        {saved.id === null && (
          <Text c="dimmed" fz="sm" data-testid="footer-not-created">
            {t('footerAdmin.notCreated')}
          </Text>
        )}
        <FieldGroup title={t('footerAdmin.groups.store')}>
          <FooterFieldRow
            title={t('footerAdmin.fields.aboutStore')}
            {...switchProps('isAboutStoreEnabled')}
          >
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {(['aboutStoreEn', 'aboutStoreAr'] as const).map((name) => (
                <Textarea
                  key={name}
                  {...form.inputProps(name)}
                  onChange={(event) => form.setValue(name, event.currentTarget.value)}
                  label={t(fieldKey(name))}
                  dir={name.endsWith('Ar') ? 'rtl' : 'ltr'}
                  lang={name.endsWith('Ar') ? 'ar' : 'en'}
                  autosize
                  minRows={3}
                  maxRows={8}
                  data-testid={`field-${name}`}
                />
              ))}
            </SimpleGrid>
          </FooterFieldRow>
          <FooterFieldRow
            title={t(fieldKey('taxNumber'))}
            labelFor="footer-taxNumber"
            {...switchProps('isTaxNumberEnabled')}
          >
            <TextInput
              {...text('taxNumber', {
                hint: t('footerAdmin.fields.taxNumberHint'),
                dir: 'ltr',
              })}
              inputMode="numeric"
            />
          </FooterFieldRow>
        </FieldGroup>

        <FieldGroup title={t('footerAdmin.groups.contact')}>
          <FooterFieldRow
            title={t('storeInfo.footer.address')}
            {...switchProps('isAddressEnabled')}
          >
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TextInput
                {...text('addressEn', { dir: 'ltr' })}
                label={t(fieldKey('addressEn'))}
                lang="en"
              />
              <TextInput
                {...text('addressAr', { dir: 'rtl' })}
                label={t(fieldKey('addressAr'))}
                lang="ar"
              />
            </SimpleGrid>
          </FooterFieldRow>
          <FooterFieldRow
            title={t(fieldKey('locationLink'))}
            labelFor="footer-locationLink"
            {...switchProps('isLocationEnabled')}
          >
            <TextInput
              {...text('locationLink', {
                hint: t('footerAdmin.fields.locationLinkHint'),
                dir: 'ltr',
              })}
              type="url"
            />
          </FooterFieldRow>
          <FooterFieldRow
            title={t(fieldKey('phoneNumber'))}
            labelFor="footer-phoneNumber"
            {...switchProps('isPhoneEnabled')}
          >
            <TextInput
              {...text('phoneNumber', {
                hint: t('footerAdmin.fields.phoneNumberHint'),
                dir: 'ltr',
              })}
              type="tel"
            />
          </FooterFieldRow>
          <FooterFieldRow
            title={t(fieldKey('email'))}
            labelFor="footer-email"
            {...switchProps('isEmailEnabled')}
          >
            <TextInput {...text('email', { dir: 'ltr' })} type="email" />
          </FooterFieldRow>
        </FieldGroup>

        <FieldGroup title={t('footerAdmin.groups.social')} hint={t('footerAdmin.fields.linkHint')}>
          {SOCIAL.map(([name, flag]) => (
            <FooterFieldRow
              key={name}
              title={t(fieldKey(name))}
              labelFor={`footer-${name}`}
              {...switchProps(flag)}
            >
              <TextInput {...text(name, { dir: 'ltr' })} type="url" />
            </FooterFieldRow>
          ))}
        </FieldGroup>

        <FooterFormActions
          isCreated={saved.id !== null}
          busy={submitting ? 'save' : busy}
          onSaveSwitches={saveSwitches}
          onReset={() => setConfirmReset(true)}
        />
      </Stack>
      <ConfirmModal
        opened={confirmReset}
        title={t('footerAdmin.resetTitle')}
        confirmLabel={t('footerAdmin.resetConfirm')}
        confirmIcon={IconRestore}
        busy={busy === 'reset'}
        onConfirm={() => void reset()}
        onClose={() => setConfirmReset(false)}
      >
        <Text>{t('footerAdmin.resetBody')}</Text>
      </ConfirmModal>
    </form>
  );
}

/** The text fields of the form values (everything but the switches). */
function textOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('is')));
}
