import '../../app/styles/browser-screens';
import { guestOrderLookupBodySchema } from '@dukkan/contracts';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconReceipt, IconSearch, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../app/api-client';
import { useTranslation } from '../../i18n/use-translation';
import { useFormSubmit } from '../../lib/use-form-submit';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSchemaForm } from '../../lib/use-schema-form';
import { guestOrderApi } from '../../shopping/guest-orders.api';
import type { FoundOrderState } from './guest-order-page';

/**
 * `/find-my-order`: a guest order by its number and the mobile or e-mail it was placed with
 * (decision 022). The API answers the same 404 whether the number exists or not, and so does
 * this page; a found order opens the guest order page, read only.
 */
export default function FindOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta(t('guestCheckout.find.title'), t('guestCheckout.find.description'));
  const [notFound, setNotFound] = useState(false);
  const form = useSchemaForm(guestOrderLookupBodySchema, { orderNumber: '', contact: '' });
  const { submitting, onSubmit } = useFormSubmit(
    form,
    async (lookup) => {
      setNotFound(false);
      let data;
      try {
        ({ data } = await guestOrderApi.find(lookup));
      } catch (error) {
        if (error instanceof ApiRequestError && error.statusCode === 404) setNotFound(true);
        throw error;
      }
      const state: FoundOrderState = { foundOrder: data };
      void navigate(`/guest-order/${data.id}`, { state });
    },
    { leavesOnSuccess: true },
  );

  return (
    <Stack gap="lg" maw={520} w="100%" mx="auto" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('guestCheckout.find.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate data-testid="find-order-form">
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t('guestCheckout.find.intro')}
            </Text>
            <TextInput
              {...form.inputProps('orderNumber')}
              label={t('guestCheckout.find.orderNumber')}
              placeholder={t('guestCheckout.find.orderNumberPlaceholder')}
              leftSection={<IconReceipt size={18} aria-hidden />}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={20}
              required
            />
            <TextInput
              {...form.inputProps('contact')}
              label={t('guestCheckout.find.contact')}
              leftSection={<IconUser size={18} aria-hidden />}
              autoComplete="email"
              maxLength={254}
              required
            />
            {notFound && (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                role="alert"
                data-testid="find-order-not-found"
              >
                {t('guestCheckout.find.notFound')}
              </Alert>
            )}
            <Button
              type="submit"
              loading={submitting}
              leftSection={<IconSearch size={18} aria-hidden />}
              data-testid="find-order-submit"
            >
              {t('guestCheckout.find.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
