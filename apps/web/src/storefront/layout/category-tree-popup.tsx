import { Loader, Menu, SimpleGrid } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { CategoryNode } from '../../catalog/category-tree';
import { useTranslation } from '../../i18n/use-translation';
import { categoryPath, descendantsOf } from './use-category-tree';
import { useOpenedOnArrival, type MenuArrival } from './use-menu-on-demand';

/** At most this many columns of top categories in the header's menu. */
const MAX_COLUMNS = 3;
const COLUMN_WIDTH = 210;

interface CategoryTreePopupProps extends MenuArrival {
  tree: CategoryNode[];
  isLoading: boolean;
  /** The header's "Categories" button, which opens the menu. */
  target: ReactElement;
}

/** The categories menu itself: top categories in columns, their sub-categories under them. */
export function CategoryTreePopup({ tree, isLoading, target, ...arrival }: CategoryTreePopupProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useOpenedOnArrival(arrival);
  const columns = Math.min(MAX_COLUMNS, Math.max(1, tree.length));
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click-hover"
      openDelay={100}
      closeDelay={200}
      position="bottom-start"
      offset={8}
      width={columns * COLUMN_WIDTH}
      shadow="md"
      loop={false}
    >
      <Menu.Target>{target}</Menu.Target>
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
