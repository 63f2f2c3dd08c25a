import type { OrderDetails, ReorderResult } from '@dukkan/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconBan, IconFileDownload, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { notify } from '../../../lib/notify';
import { cancelMyOrder, downloadMyInvoice, reorder } from '../../../shopping/orders.thunks';
import { cancelRefunds, canCancel, canDownloadInvoice } from './order-action-rules';
import { OrderCreditNotes } from './order-credit-notes';

type Busy = 'invoice' | 'cancel' | 'reorder' | null;
type Translate = ReturnType<typeof useTranslation>['t'];

/** "Not added: Oud (sold out), Dates (no longer sold)", or null when every line went in. */
function skippedText(result: ReorderResult, t: Translate): string | null {
  if (result.skipped.length === 0) return null;
  const lines = result.skipped
    .map((line) => `${isolate(line.name)} (${t(`orders.actions.skipReason.${line.reason}`)})`)
    .join(t('orders.actions.separator'));
  return t('orders.actions.notAdded', { lines });
}

/**
 * What the shopper can do with their order: download its tax invoice, cancel it before it ships
 * while unpaid (after asking once), and put its lines back in the cart. Each button shows only
 * when the API would accept it (see order-action-rules.ts).
 */
export function OrderActions({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  async function run(action: Exclude<Busy, null>, work: () => Promise<void>) {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(null);
    }
  }

  const downloadInvoice = () =>
    run('invoice', async () => {
      await dispatch(downloadMyInvoice(order)).unwrap();
      notify.success(null, t('orders.actions.invoiceSaved'));
    });

  const cancel = () =>
    run('cancel', async () => {
      const answer = await dispatch(cancelMyOrder(order.id)).unwrap();
      setIsConfirming(false);
      notify.success(answer.message, t('orders.actions.cancelled'));
    });

  const orderAgain = () =>
    run('reorder', async () => {
      const { data } = await dispatch(reorder(order.id)).unwrap();
      const skipped = skippedText(data, t);
      if (data.added === 0) {
        notify.error({ message: skipped ?? t('orders.actions.nothingAdded') });
        return;
      }
      const total = data.added + data.skipped.length;
      notify.success(t('orders.actions.reordered', { added: data.added, total }), '');
      if (skipped) notify.info(skipped);
      void navigate('/cart');
    });

  return (
    <>
      <Group gap="sm" className="order-actions" data-testid="order-actions">
        <Button
          variant="filled"
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          loading={busy === 'reorder'}
          disabled={busy !== null && busy !== 'reorder'}
          onClick={() => void orderAgain()}
          data-testid="order-again"
        >
          {t('orders.actions.reorder')}
        </Button>
        {canDownloadInvoice(order) && (
          <Button
            variant="default"
            leftSection={<IconFileDownload size={18} aria-hidden />}
            loading={busy === 'invoice'}
            disabled={busy !== null && busy !== 'invoice'}
            onClick={() => void downloadInvoice()}
            data-testid="download-invoice"
          >
            {t('orders.actions.invoice')}
          </Button>
        )}
        {canCancel(order) && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<IconBan size={18} aria-hidden />}
            disabled={busy !== null}
            onClick={() => setIsConfirming(true)}
            data-testid="cancel-order"
          >
            {t('orders.actions.cancel')}
          </Button>
        )}
        <OrderCreditNotes orderId={order.id} historyLength={order.statusHistory.length} />
      </Group>
      <ConfirmModal
        confirmIcon={IconBan}
        confirmTestId="confirm-cancel-order"
        opened={isConfirming}
        title={t('orders.actions.cancelTitle', { number: isolate(order.orderNumber) })}
        confirmLabel={t('orders.actions.cancelConfirm')}
        busy={busy === 'cancel'}
        onConfirm={() => void cancel()}
        onClose={() => setIsConfirming(false)}
      >
        <Text>
          {cancelRefunds(order)
            ? t('orders.actions.cancelBodyRefund')
            : t('orders.actions.cancelBody')}
        </Text>
      </ConfirmModal>
    </>
  );
}
