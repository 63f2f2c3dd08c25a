import type { CreditNoteSummary } from '@dukkan/contracts';
import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';
import { isolate } from '../../../lib/isolate';
import { notify } from '../../../lib/notify';
import { downloadMyCreditNote, fetchMyCreditNotes } from '../../../shopping/orders.thunks';

/**
 * The credit notes of the shopper's order (a refund or cancellation after it was invoiced), each a
 * download beside the invoice's, naming its number and the amount it gives back. Read after
 * hydration: they belong to the signed-in shopper only. Answers the buttons alone, for the
 * order's row of actions.
 */
export function OrderCreditNotes({
  orderId,
  historyLength,
}: {
  orderId: number;
  historyLength: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const [notes, setNotes] = useState<CreditNoteSummary[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    const request = dispatch(fetchMyCreditNotes(orderId));
    request
      .unwrap()
      .then(({ data }) => setNotes(data))
      .catch(() => setNotes([]));
    return () => request.abort();
  }, [dispatch, orderId, historyLength]);

  async function save(note: CreditNoteSummary) {
    setBusyId(note.id);
    try {
      await dispatch(downloadMyCreditNote({ orderId, note })).unwrap();
      notify.success(null, t('orders.actions.creditNoteSaved'));
    } catch (error) {
      notify.error(error);
    } finally {
      setBusyId(null);
    }
  }

  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        <Button
          key={note.id}
          variant="default"
          leftSection={<IconFileDownload size={18} aria-hidden />}
          loading={busyId === note.id}
          onClick={() => void save(note)}
          data-testid="download-credit-note"
          data-credit-note={note.creditNoteNumber}
        >
          {t('orders.actions.creditNote', {
            number: isolate(note.creditNoteNumber),
            amount: formatMoney(note.amount, lang, digits),
          })}
        </Button>
      ))}
    </>
  );
}
