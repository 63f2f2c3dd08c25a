import { Anchor, Breadcrumbs, Text } from '../../../kit';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { BreadcrumbJsonLd } from './breadcrumb-json-ld';
import './catalog-breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Absent for the current page, which is the last crumb. */
  to?: string;
}

/**
 * Home › Shop › … › this page, as a labelled navigation landmark. The chevron mirrors in Arabic
 * through CSS, so the server and the browser render the same markup.
 */
export function CatalogBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('shop.crumbHome'), to: '/' }, ...crumbs];
  return (
    <nav aria-label={t('shop.product.breadcrumb')}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} aria-hidden className="crumbs__separator" />}
        separatorMargin={6}
        fz="sm"
        className="crumbs"
      >
        {all.map((crumb) =>
          crumb.to ? (
            <Anchor
              key={crumb.to}
              component={Link}
              to={crumb.to}
              fz="sm"
              c="dimmed"
              className="crumbs__link"
            >
              {crumb.label}
            </Anchor>
          ) : (
            <Text key="current" fz="sm" aria-current="page" lineClamp={1}>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <BreadcrumbJsonLd crumbs={all} />
    </nav>
  );
}
