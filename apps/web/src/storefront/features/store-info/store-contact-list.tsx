import { Anchor, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconMap2, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { writePhoneDigits } from '../../../lib/write-digits';
import { formatStorePhone, telHref, type ShownStoreInfo } from '../../../content/store-contact';

export type ContactTone = 'onBrand' | 'onLight';

interface RowProps {
  icon: Icon;
  label: string;
  tone: ContactTone;
  children: ReactNode;
  testId: string;
}

function ContactRow({ icon: RowIcon, label, tone, children, testId }: RowProps) {
  const onBrand = tone === 'onBrand';
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid={testId}>
      <ThemeIcon
        size={32}
        radius="xl"
        variant={onBrand ? 'filled' : 'light'}
        color={onBrand ? 'brand.8' : 'brand'}
        aria-hidden
      >
        <RowIcon size={18} stroke={1.8} />
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="xs" c={onBrand ? 'brand.2' : 'dimmed'} fw={600}>
          {label}
        </Text>
        <Box fz="sm" c={onBrand ? 'white' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Box>
      </Stack>
    </Group>
  );
}

/**
 * The store's address (with its map link), phone and e-mail, each only when the store shows it.
 * Numbers and addresses made of Latin characters stay left-to-right inside Arabic text.
 */
export function StoreContactList({ info, tone }: { info: ShownStoreInfo; tone: ContactTone }) {
  const { t } = useTranslation();
  const digits = useDigits();
  const linkClass = tone === 'onBrand' ? 'site-footer__link' : undefined;
  const newTab = t('storeInfo.footer.newTab');
  return (
    <Stack component="ul" gap="md" className="plain-list">
      {info.address && (
        <ContactRow
          icon={IconMapPin}
          label={t('storeInfo.footer.address')}
          tone={tone}
          testId="store-address"
        >
          <Text fz="sm" inherit component="span">
            {info.address}
          </Text>
        </ContactRow>
      )}
      {info.mapLink && (
        <ContactRow
          icon={IconMap2}
          label={t('storeInfo.footer.location')}
          tone={tone}
          testId="store-map"
        >
          <Anchor
            href={info.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            fz="sm"
            fw={600}
          >
            {t('storeInfo.footer.viewMap')}
            <span className="visually-hidden"> {newTab}</span>
          </Anchor>
        </ContactRow>
      )}
      {info.phone && (
        <ContactRow
          icon={IconPhone}
          label={t('storeInfo.footer.phone')}
          tone={tone}
          testId="store-phone"
        >
          <Anchor href={telHref(info.phone)} className={linkClass} fz="sm" dir="ltr">
            {writePhoneDigits(formatStorePhone(info.phone), digits)}
          </Anchor>
        </ContactRow>
      )}
      {info.email && (
        <ContactRow
          icon={IconMail}
          label={t('storeInfo.footer.email')}
          tone={tone}
          testId="store-email"
        >
          <Anchor href={`mailto:${info.email}`} className={linkClass} fz="sm" dir="ltr">
            {info.email}
          </Anchor>
        </ContactRow>
      )}
    </Stack>
  );
}
