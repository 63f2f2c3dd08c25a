import { Anchor, Box, Container, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryLinks } from './category-menu';

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

export function SiteFooter() {
  const { t } = useTranslation();
  const shopLinks = useCategoryLinks().map(({ to, label }) => ({ to, label }));
  const helpLinks = [
    { to: '/about', label: t('footer.about') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/delivery-policy', label: t('footer.delivery') },
    { to: '/returns-policy', label: t('footer.returns') },
    { to: '/privacy-policy', label: t('footer.privacy') },
    { to: '/terms-conditions', label: t('footer.terms') },
  ];

  return (
    <Box component="footer" className="site-footer">
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Grid gutter={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <Title order={2} fz="md" c="white">
                {t('footer.aboutTitle')}
              </Title>
              <Text fz="sm" c="brand.1" maw={360}>
                {t('footer.aboutText')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 4 }} component="nav" aria-label={t('footer.shopTitle')}>
            <FooterLinks title={t('footer.shopTitle')} links={shopLinks} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 4 }} component="nav" aria-label={t('footer.helpTitle')}>
            <FooterLinks title={t('footer.helpTitle')} links={helpLinks} />
          </Grid.Col>
        </Grid>
        <Divider my="xl" color="brand.7" />
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="brand.1">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Text fz="sm" c="brand.1">
            {t('app.tagline')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
