import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ShownStoreInfo, SocialLink } from '../../content/store-contact';
import { StoreContactList } from '../features/store-info/store-contact-list';
import { StoreSocialLinks } from '../features/store-info/store-social-links';

/** The footer's contact column on the brand-green background. */
export function FooterContact({ info }: { info: ShownStoreInfo }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="footer-contact">
      <Title order={2} fz="md" c="white">
        {t('storeInfo.footer.contactTitle')}
      </Title>
      <StoreContactList info={info} tone="onBrand" />
    </Stack>
  );
}

export function FooterSocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} mt="xs">
      <Title order={3} fz="sm" c="brand.1">
        {t('storeInfo.footer.followUs')}
      </Title>
      <StoreSocialLinks links={links} tone="onBrand" />
    </Stack>
  );
}
