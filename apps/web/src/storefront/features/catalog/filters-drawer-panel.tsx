import { Box, Button, Drawer, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface FiltersDrawerPanelProps {
  opened: boolean;
  onClose: () => void;
  resultText: string;
  children: ReactNode;
}

/** The filters' drawer, loaded the first time the shopper opens it (`FiltersDrawer`). */
export default function FiltersDrawerPanel({
  opened,
  onClose,
  resultText,
  children,
}: FiltersDrawerPanelProps) {
  const { t } = useTranslation();
  // It first mounts to be opened, but opens a render later: Mantine notes where focus was (the
  // filters button) as a drawer opens, and returns it there on close.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={opened && isMounted}
      onClose={onClose}
      // Mantine lays drawers out with flexbox, so "right" is the inline end: left in Arabic.
      position="right"
      size={340}
      title={
        <Text fw={700} fz="lg" component="span">
          {t('shop.filters.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="filters-drawer"
    >
      {children}
      <Box pos="sticky" bottom={0} pt="md" pb="xs" bg="white">
        <Button fullWidth onClick={onClose} data-testid="show-results">
          {resultText}
        </Button>
      </Box>
    </Drawer>
  );
}
