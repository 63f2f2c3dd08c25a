import type { OrderDetails, OrderStatusChange } from '@dukkan/contracts';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { TranslatorContext } from '../../../i18n/translator-context';
import { OrderTimeline } from './order-timeline';

const placed: OrderStatusChange = {
  status: 'Pending',
  note: 'Order placed',
  changedBy: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const paid: OrderStatusChange = {
  ...placed,
  note: 'Payment received online',
  createdAt: '2026-11-25T10:02:00.000Z',
};

type TimelineOrder = Pick<OrderDetails, 'status' | 'isPaid' | 'statusHistory'>;

function render(lang: 'en' | 'ar', order: TimelineOrder): string {
  void i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    createElement(
      TranslatorContext,
      { value: i18n },
      createElement(MantineProvider, null, createElement(OrderTimeline, { order })),
    ),
  );
}

const steps = (html: string) => html.match(/data-testid="timeline-step"/g)?.length ?? 0;

afterEach(() => void i18n.changeLanguage('en'));

describe('order timeline', () => {
  it('shows a paid pending order as one row, "Paid — being prepared", with both notes', () => {
    const order: TimelineOrder = { status: 'Pending', isPaid: true, statusHistory: [placed, paid] };
    const html = render('en', order);
    expect(steps(html)).toBe(1);
    expect(html).toContain('Paid — being prepared');
    expect(html).not.toContain('>Pending<');
    expect(html).toContain('Order placed');
    expect(html).toContain('Payment received online');
    expect(render('ar', order)).toContain('مدفوع — قيد التجهيز');
  });

  it('names the status once the order moves on, and while it waits for payment', () => {
    const processing = { ...placed, status: 'Processing' as const, note: null };
    const movedOn = render('en', {
      status: 'Processing',
      isPaid: true,
      statusHistory: [placed, paid, processing],
    });
    expect(steps(movedOn)).toBe(2);
    expect(movedOn).toContain('>Pending<');
    expect(movedOn).toContain('>Processing<');
    expect(movedOn).not.toContain('being prepared');
    expect(render('en', { status: 'Pending', isPaid: false, statusHistory: [placed] })).toContain(
      '>Pending<',
    );
  });
});
