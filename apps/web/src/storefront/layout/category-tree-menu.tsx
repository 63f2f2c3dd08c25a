import { Loader, Menu, NavLink, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { categoryPath, descendantsOf, useCategoryTree } from './use-category-tree';

/** At most this many columns of top categories in the header's menu. */
const MAX_COLUMNS = 3;
const COLUMN_WIDTH = 210;

/**
 * The header's "Categories" menu on tablets and desktops: each top category with its
 * sub-categories under it, in columns. Opens on hover or click; arrows move between entries.
 */
export function CategoryTreeMenu() {
  const { t } = useTranslation();
  const { tree, isLoading } = useCategoryTree();
  const columns = Math.min(MAX_COLUMNS, Math.max(1, tree.length));
  return (
    <Menu
      trigger="click-hover"
      openDelay={100}
      closeDelay={200}
      position="bottom-start"
      offset={8}
      width={columns * COLUMN_WIDTH}
      shadow="md"
      loop={false}
    >
      <Menu.Target>
        <UnstyledButton className="category-bar__link" fw={600} fz="sm" data-testid="category-menu">
          <span className="category-bar__menu-label">
            <IconCategory size={18} aria-hidden />
            {t('header.categories')}
            <IconChevronDown size={14} aria-hidden />
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {tree.length === 0 ? (
          <Menu.Item
            component={Link}
            to="/shop"
            rightSection={isLoading ? <Loader size={14} aria-hidden /> : null}
          >
            {t('categoryMenu.allProducts')}
          </Menu.Item>
        ) : (
          <SimpleGrid cols={columns} spacing={4} verticalSpacing="xs">
            {tree.map((top) => (
              <div key={top.id}>
                <Menu.Item component={Link} to={categoryPath(top.id)} fw={700}>
                  {top.name}
                </Menu.Item>
                {descendantsOf(top).map(({ node, depth }) => (
                  <Menu.Item
                    key={node.id}
                    component={Link}
                    to={categoryPath(node.id)}
                    c="dimmed"
                    style={{ paddingInlineStart: 12 + depth * 12 }}
                  >
                    {node.name}
                  </Menu.Item>
                ))}
              </div>
            ))}
          </SimpleGrid>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The same tree in the phone drawer: a category with sub-categories opens to show them (its own
 * page first, as "All in …"); the branch holding the current page starts open.
 */
export function CategoryTreeList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { tree } = useCategoryTree();
  const { pathname } = useLocation();
  const isCurrent = (id: number) => pathname === categoryPath(id);
  return tree.map((top) => {
    const below = descendantsOf(top);
    if (below.length === 0) {
      return (
        <NavLink
          key={top.id}
          component={Link}
          to={categoryPath(top.id)}
          label={top.name}
          active={isCurrent(top.id)}
          onClick={onNavigate}
        />
      );
    }
    return (
      <NavLink
        key={top.id}
        label={top.name}
        defaultOpened={isCurrent(top.id) || below.some(({ node }) => isCurrent(node.id))}
        childrenOffset={16}
      >
        <NavLink
          component={Link}
          to={categoryPath(top.id)}
          label={t('categoryMenu.allIn', { name: top.name })}
          active={isCurrent(top.id)}
          onClick={onNavigate}
        />
        {below.map(({ node, depth }) => (
          <NavLink
            key={node.id}
            component={Link}
            to={categoryPath(node.id)}
            label={node.name}
            active={isCurrent(node.id)}
            onClick={onNavigate}
            style={{ paddingInlineStart: 12 + (depth - 1) * 16 }}
          />
        ))}
      </NavLink>
    );
  });
}
