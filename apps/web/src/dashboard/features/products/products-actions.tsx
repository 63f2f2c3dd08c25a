import { Button } from '@mantine/core';
import { IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { selectProductsState } from '../../../catalog/products.slice';
import { exportProducts } from '../../../catalog/products.thunks';

/** Import, export and add: the list's header buttons. */
export function ProductsActions({ onImport }: { onImport: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { exportStatus } = useAppSelector(selectProductsState);

  async function exportAll() {
    try {
      const result = await dispatch(exportProducts()).unwrap();
      notify.success(null, t('productsAdmin.export.done', { file: result.data.fileName }));
    } catch (failure) {
      notify.error(failure);
    }
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden />}
        onClick={onImport}
        data-testid="products-import"
      >
        {t('productsAdmin.import.open')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileExport size={18} aria-hidden />}
        loading={exportStatus === 'loading'}
        onClick={() => void exportAll()}
        data-testid="products-export"
      >
        {t('productsAdmin.export.button')}
      </Button>
      <Button
        component={Link}
        to="/dashboard/products/add"
        leftSection={<IconPlus size={18} aria-hidden />}
        data-testid="products-add"
      >
        {t('productsAdmin.add')}
      </Button>
    </>
  );
}
