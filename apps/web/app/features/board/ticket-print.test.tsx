import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, testProduct } from '../../lib/test-fixtures.ts';
import BoardPage from './board-page.tsx';
import { boardAnswer, boardOrder, renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';

const job = (orderId: string, state: 'printed' | 'waiting' | 'uncertain', attempts = 1) => ({
  _id: `job-${orderId}-${state}`,
  orderId,
  printerName: 'Kitchen',
  ticket: 'kitchen',
  cause: 'accept',
  state,
  attempts,
  lastError: state === 'printed' ? null : 'Kitchen could not be reached.',
  createdAt: new Date().toISOString(),
  printedAt: null,
});

describe('printing on the board', () => {
  beforeEach(() => signedInAsStaff('Staff'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says "Not printed" on a card whose ticket is waiting for its printer, and nothing once printed', async () => {
    const waiting = boardOrder('Confirmed');
    const printed = boardOrder('Confirmed');
    stubApi((call) => (call.path === '/staff/print-jobs' ? json(200, { data: { jobs: [job(waiting._id, 'waiting'), job(printed._id, 'printed')] } }) : json(200, boardAnswer([waiting, printed]))));
    renderStaff(<BoardPage />);
    const flag = await screen.findByTestId('not-printed');
    expect(flag.textContent).toBe('Not printed');
    expect(flag.closest('[data-testid="board-order"]')?.getAttribute('data-order-id')).toBe(waiting._id);
    expect(screen.getAllByTestId('not-printed')).toHaveLength(1);
  });

  it('prints the kitchen ticket from the open order in one click, allergens called out, and sends it to the printers', async () => {
    const margherita = 'c1d2e3f4-0000-4000-8000-00000000000a';
    const order = boardOrder('Confirmed', {
      items: [
        {
          _id: 'c1d2e3f4-0000-4000-8000-000000000009',
          productId: margherita,
          productName: 'Margherita',
          productImage: null,
          quantity: 2,
          unitPrice: 14,
          itemSubtotal: 28,
          selectedOptions: [{ optionId: 'g', valueId: 'v', optionName: 'Extra', valueLabel: 'Pepperoni', priceAdjustment: 1 }],
        },
      ],
      customerNotes: 'Cut in eight',
    });
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? json(202, { data: { jobs: [job(order._id, 'waiting', 0)] }, message: 'Sent to the printer.' })
        : call.path === '/staff/print-jobs'
          ? json(200, { data: { jobs: [] } })
          : call.path.startsWith('/products')
            ? json(200, { data: { products: [testProduct({ _id: margherita, name: 'Margherita', price: 14, allergens: ['Gluten', 'Milk'] })] } })
            : json(200, boardAnswer([order])),
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderStaff(<BoardPage />);
    await act(async () => fireEvent.click(await screen.findByText(`#${order.orderNumber}`)));
    const details = await screen.findByTestId('order-details');
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Print ticket' })));
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByTestId('ticket-sheet');
    expect(sheet.style.width).toBe('80mm');
    const lines = [...sheet.children].map((line) => line.textContent);
    expect(lines).toContain('2 x Margherita');
    expect(lines).toContain('    2 x Extra: Pepperoni');
    expect(lines).toContain('    ALLERGENS: Gluten, Milk');
    expect(lines).toContain('NOTE: Cut in eight');
    await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Send to printers' })));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: `/staff/orders/${order._id}/print`, body: {} }]);
  });
});
