import { Loader, Menu, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
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
