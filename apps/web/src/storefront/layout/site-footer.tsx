import { Anchor, Box, Container, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useStoreFooter } from '../../content/use-store-footer';
import { shownStoreInfo } from '../../content/store-contact';
import { useLanguage } from '../../i18n/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { useCategoryLinks } from './category-menu';
import { DigitsSwitch } from './digits-switch';
import { FooterContact, FooterSocialLinks } from './footer-contact';

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="md" c="white">
        {title}
      </Title>
      <Stack gap={6} component="ul" className="plain-list">
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} className="site-footer__link" fz="sm">
              {link.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The link columns, then what the store chose to show from its footer data (about text,
 * contact details, VAT number, social links) — a field switched off, or still loading, is simply
 * not there.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();
  const { footer } = useStoreFooter();
  const info = shownStoreInfo(footer, lang);
  const hasContact = Boolean(info.address || info.mapLink || info.phone || info.email);
  const shopLinks = useCategoryLinks().map(({ to, label }) => ({ to, label }));
  const helpLinks = [
    { to: '/about', label: t('footer.about') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/find-my-order', label: t('footer.findMyOrder') },
    { to: '/delivery-policy', label: t('footer.delivery') },
    { to: '/returns-policy', label: t('footer.returns') },
    { to: '/privacy-policy', label: t('footer.privacy') },
    { to: '/terms-conditions', label: t('footer.terms') },
  ];

  return (
    <Box component="footer" className="site-footer" data-testid="site-footer">
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Grid gutter={{ base: 'xl', md: 40 }}>
          <Grid.Col span={{ base: 12, md: hasContact ? 3 : 4 }}>
            <Stack gap="sm">
              <Title order={2} fz="md" c="white">
                {t('footer.aboutTitle')}
              </Title>
              {info.about && (
                <Text fz="sm" c="brand.1" maw={360} data-testid="footer-about">
                  {info.about}
                </Text>
              )}
              {info.social.length > 0 && <FooterSocialLinks links={info.social} />}
            </Stack>
          </Grid.Col>
          <Grid.Col
            span={{ base: 6, md: hasContact ? 3 : 4 }}
            component="nav"
            aria-label={t('footer.shopTitle')}
          >
            <FooterLinks title={t('footer.shopTitle')} links={shopLinks} />
          </Grid.Col>
          <Grid.Col
            span={{ base: 6, md: hasContact ? 3 : 4 }}
            component="nav"
            aria-label={t('footer.helpTitle')}
          >
            <FooterLinks title={t('footer.helpTitle')} links={helpLinks} />
          </Grid.Col>
          {hasContact && (
            <Grid.Col span={{ base: 12, md: 3 }}>
              <FooterContact info={info} />
            </Grid.Col>
          )}
        </Grid>
        <Divider my="xl" color="brand.7" />
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="brand.1">
            {t('footer.copyright', { year: format.digitsText(String(new Date().getFullYear())) })}
          </Text>
          {info.taxNumber && (
            <Text fz="sm" c="brand.1" data-testid="footer-tax-number">
              {t('storeInfo.footer.vatNumber')}:{' '}
              <Box component="bdi" dir="ltr">
                {format.digitsText(info.taxNumber)}
              </Box>
            </Text>
          )}
          <DigitsSwitch />
          <Text fz="sm" c="brand.1">
            {t('app.tagline')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
