import {
  IconDiscount2,
  IconFlame,
  IconLayoutGrid,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { CategoryTreeMenu } from './category-tree-menu';

interface CategoryLink {
  key: string;
  label: string;
  to: string;
  icon: Icon;
}

/**
 * The shop's fixed sections. The categories come beside them from `CategoryTreeMenu` and
 * `CategoryTreeList` (category-tree-menu.tsx), which load the tree once per visit.
 */
export function useCategoryLinks(): CategoryLink[] {
  const { t } = useTranslation();
  return [
    { key: 'all', label: t('categoryMenu.allProducts'), to: '/shop', icon: IconLayoutGrid },
    { key: 'offers', label: t('categoryMenu.offers'), to: '/offers', icon: IconDiscount2 },
    {
      key: 'new',
      label: t('categoryMenu.newArrivals'),
      to: '/shop?sortBy=newest',
      icon: IconSparkles,
    },
    {
      key: 'best',
      label: t('categoryMenu.bestSellers'),
      to: '/shop?sortBy=bestSelling',
      icon: IconFlame,
    },
  ];
}

export function isCurrent(to: string, location: { pathname: string; search: string }): boolean {
  return `${location.pathname}${location.search}` === to;
}

/** Horizontal menu under the header on tablets and desktops: the categories menu, then the sections. */
export function CategoryBar() {
  const { t } = useTranslation();
  const links = useCategoryLinks();
  const location = useLocation();
  return (
    <nav aria-label={t('header.mainNav')}>
      <div className="category-bar">
        <CategoryTreeMenu />
        {links.map(({ key, label, to, icon: LinkIcon }) => (
          <Link
            key={key}
            to={to}
            className="category-bar__link category-bar__section mantine-focus-auto"
            aria-current={isCurrent(to, location) ? 'page' : undefined}
          >
            <LinkIcon size={18} aria-hidden />
            {label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
