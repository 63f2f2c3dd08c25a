import { UnstyledButton } from '../../kit';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useMenuOnDemand } from './use-menu-on-demand';
import { useCategoryTree } from './use-category-tree';
import { withKitLoaded } from '../../app/with-kit';

const loadCategoryTreePopup = () =>
  withKitLoaded(import('./category-tree-popup').then((module) => module.CategoryTreePopup));

/**
 * The header's "Categories" menu on tablets and desktops: each top category with its
 * sub-categories under it, in columns. Opens on hover or click; arrows move between entries.
 * The menu's code loads on first use (`useMenuOnDemand`); until then the same button stands in.
 */
export function CategoryTreeMenu() {
  const { t } = useTranslation();
  // Loaded here, with the page, not when the menu opens: the server renders it into the page's
  // state, and the menu opens already filled.
  const { tree, isLoading } = useCategoryTree();
  const { Menu, arrival, targetRef, standInProps } = useMenuOnDemand(loadCategoryTreePopup, {
    opensOnHover: true,
  });
  const label = (
    <span className="category-bar__menu-label">
      <IconCategory size={18} aria-hidden />
      {t('header.categories')}
      <IconChevronDown size={14} aria-hidden />
    </span>
  );
  const buttonProps = {
    className: 'category-bar__link',
    fw: 600,
    fz: 'sm',
    'data-testid': 'category-menu',
  } as const;

  if (Menu) {
    return (
      <Menu
        {...arrival}
        tree={tree}
        isLoading={isLoading}
        target={
          <UnstyledButton {...buttonProps} ref={targetRef}>
            {label}
          </UnstyledButton>
        }
      />
    );
  }
  return (
    <UnstyledButton {...buttonProps} {...standInProps}>
      {label}
    </UnstyledButton>
  );
}
