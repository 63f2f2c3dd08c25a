import type { StorefrontPageSlug } from '@dukkan/contracts';
import { NavLink, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

interface MoreInformationProps {
  current: StorefrontPageSlug;
  slugs: readonly StorefrontPageSlug[];
}

/** The other information pages, so a shopper reading one policy can reach the rest. */
export function MoreInformation({ current, slugs }: MoreInformationProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-labelledby={headingId}>
      <Text id={headingId} fw={700} px="sm" py={6} fz="sm" c="dimmed" tt="uppercase">
        {t('fixedPages.storefront.moreInfo')}
      </Text>
      {slugs.map((slug) => (
        <NavLink
          key={slug}
          component={Link}
          to={`/${slug}`}
          label={t(`fixedPages.storefront.links.${slug}`)}
          active={slug === current}
          aria-current={slug === current ? 'page' : undefined}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
    </Paper>
  );
}
