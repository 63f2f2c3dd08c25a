import { contactMessageSchema } from '@dukkan/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { notify } from '../../../lib/notify';
import { contactApi } from '../../../content/contact.api';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EmailField, MobileField } from '../account/account-fields';
import { SubmitButton } from '../account/submit-button';
import { useFormSubmit } from '../../../lib/use-form-submit';

const blank = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * Name, e-mail, optional mobile, subject and message, checked by the same schema as the API;
 * the server's answer (or its refusal, such as too many messages) is shown, and a sent message
 * leaves a confirmation in place of the form.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(contactMessageSchema, blank);
  const { submitting, onSubmit } = useFormSubmit(form, async (fields) => {
    const result = await contactApi.send(fields);
    notify.success(result.message, t('storeInfo.contact.sentTitle'));
    setSentTo(fields.email);
    form.reset();
  });

  if (sentTo) {
    return (
      <Alert
        color="brand"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('storeInfo.contact.sentTitle')}
        role="status"
        data-testid="contact-sent"
        styles={{ title: { color: 'var(--mantine-color-brand-9)' } }}
      >
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">
            {t('storeInfo.contact.sentBody')} <bdi dir="ltr">{sentTo}</bdi>
          </Text>
          <Button size="xs" variant="white" onClick={() => setSentTo(null)}>
            {t('storeInfo.contact.sendAnother')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-form">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('storeInfo.contact.formHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('name')}
            label={t('storeInfo.contact.name')}
            autoComplete="name"
            required
          />
          <EmailField {...form.inputProps('email')} label={t('storeInfo.contact.email')} />
        </SimpleGrid>
        <MobileField
          {...form.inputProps('phone')}
          label={t('storeInfo.contact.phone')}
          description={t('storeInfo.contact.phoneHint')}
          required={false}
        />
        <TextInput
          {...form.inputProps('subject')}
          label={t('storeInfo.contact.subject')}
          required
        />
        <Textarea
          name="message"
          value={form.values.message}
          onChange={(event) => form.setValue('message', event.currentTarget.value)}
          error={form.errors.message}
          label={t('storeInfo.contact.message')}
          description={t('storeInfo.contact.messageHint')}
          autosize
          minRows={5}
          maxRows={12}
          required
        />
        <Group>
          <SubmitButton loading={submitting} icon={IconSend} data-testid="contact-send">
            {t('storeInfo.contact.send')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
