import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { isCurrent, useCategoryLinks } from './category-menu';
import { categoryPath, descendantsOf, useCategoryTree } from './use-category-tree';

/** The same sections as a vertical list inside the phone drawer, the category tree below them. */
function CategoryList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const links = useCategoryLinks();
  const location = useLocation();
  return (
    <nav aria-label={t('header.mainNav')}>
      <Stack gap={4}>
        {links.map(({ key, label, to, icon: LinkIcon }) => (
          <NavLink
            key={key}
            component={Link}
            to={to}
            label={label}
            leftSection={<LinkIcon size={20} aria-hidden />}
            active={isCurrent(to, location)}
            onClick={onNavigate}
            fw={600}
          />
        ))}
        <Divider my="xs" />
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
          {t('categoryMenu.byCategory')}
        </Text>
        <CategoryTreeList onNavigate={onNavigate} />
      </Stack>
    </nav>
  );
}

/**
 * The same tree in the phone drawer: a category with sub-categories opens to show them (its own
 * page first, as "All in …"); the branch holding the current page starts open.
 */
function CategoryTreeList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { tree } = useCategoryTree();
  const { pathname } = useLocation();
  const isCurrentCategory = (id: number) => pathname === categoryPath(id);
  return tree.map((top) => {
    const below = descendantsOf(top);
    if (below.length === 0) {
      return (
        <NavLink
          key={top.id}
          component={Link}
          to={categoryPath(top.id)}
          label={top.name}
          active={isCurrentCategory(top.id)}
          onClick={onNavigate}
        />
      );
    }
    return (
      <NavLink
        key={top.id}
        label={top.name}
        defaultOpened={
          isCurrentCategory(top.id) || below.some(({ node }) => isCurrentCategory(node.id))
        }
        childrenOffset={16}
      >
        <NavLink
          component={Link}
          to={categoryPath(top.id)}
          label={t('categoryMenu.allIn', { name: top.name })}
          active={isCurrentCategory(top.id)}
          onClick={onNavigate}
        />
        {below.map(({ node, depth }) => (
          <NavLink
            key={node.id}
            component={Link}
            to={categoryPath(node.id)}
            label={node.name}
            active={isCurrentCategory(node.id)}
            onClick={onNavigate}
            style={{ paddingInlineStart: 12 + (depth - 1) * 16 }}
          />
        ))}
      </NavLink>
    );
  });
}

/** The phone's menu: the shop's sections and the category tree, in a drawer from the start side. */
export default function CategoryDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine lays drawers out with flexbox, so "left" is the inline start: right in Arabic.
      position="left"
      size={300}
      title={
        <Text fw={700} fz="lg">
          {t('header.categories')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <CategoryList onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
