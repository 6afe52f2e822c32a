import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { reportPresets, type Takings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, stubApi } from '../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';
import TakingsPage from './takings-page.tsx';

const takings = (overrides: Partial<Takings> = {}): Takings => ({
  from: '2026-10-25',
  to: '2026-10-25',
  timeZone: 'Europe/London',
  currencyCode: 'GBP',
  currencySymbol: '£',
  orders: 3,
  revenue: 84.5,
  discounts: 5,
  deliveryFees: 7,
  tips: 0,
  refunds: 2.5,
  net: 82,
  averageOrder: 28.17,
  cancelled: { orders: 1, revenue: 26 },
  byFulfilment: [
    { orderType: 'Delivery', orders: 2, revenue: 60 },
    { orderType: 'Pickup', orders: 1, revenue: 24.5 },
  ],
  byPaymentMethod: [
    { payment: 'cashOnDelivery', paymentMethod: 'Cash on Delivery', orderType: 'Delivery', orders: 2, revenue: 60 },
    { payment: 'cashOnCollection', paymentMethod: 'Cash on Delivery', orderType: 'Pickup', orders: 1, revenue: 24.5 },
  ],
  byChannel: [{ channel: 'online', orders: 3, revenue: 84.5 }],
  byDay: [{ date: '2026-10-25', orders: 3, revenue: 84.5 }],
  topDishes: [
    { name: 'Margherita', quantity: 4, revenue: 52 },
    { name: 'House Salad', quantity: 2, revenue: 17 },
  ],
  ...overrides,
});

describe('Takings (/staff/settings/takings)', () => {
  beforeEach(() => signedInAsStaff('Manager'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows today’s figures on the restaurant’s calendar, then a preset’s', async () => {
    const calls = stubApi(() => json(200, { data: { takings: takings() } }));
    renderStaff(<TakingsPage />);
    const today = reportPresets(new Date(), 'Europe/London').today;
    expect((await screen.findByTestId('takings-revenue')).textContent).toBe('Revenue£84.503 orders');
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/staff/reports/takings?from=${today.from}&to=${today.to}` });
    expect(screen.getByTestId('takings-net').textContent).toBe('After refunds£82.00');
    expect(screen.getByTestId('takings-cancelled').textContent).toBe('Cancelled or failed1£26.00');
    expect(within(screen.getByRole('region', { name: 'Pickup and delivery' })).getByText('Delivery')).toBeTruthy();
    // Pickup cash is cash on collection, not the restaurant's 'Cash on Delivery'.
    const payments = within(screen.getByRole('region', { name: 'Payment methods' })).getAllByRole('listitem');
    expect(payments.map((row) => row.textContent)).toEqual(['Cash on delivery£60.002 orders', 'Cash on collection£24.501 order']);
    expect(screen.getAllByTestId('top-dish').map((row) => row.textContent)).toEqual(['1.Margherita4 sold£52.00', '2.House Salad2 sold£17.00']);
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' })));
    const week = reportPresets(new Date(), 'Europe/London').last7;
    expect(calls.at(-1)?.path).toBe(`/staff/reports/takings?from=${week.from}&to=${week.to}`);
  });

  it('says so when the period had no orders, and refuses an end before the start without asking the server', async () => {
    const calls = stubApi(() => json(200, { data: { takings: takings({ orders: 0, revenue: 0, cancelled: { orders: 0, revenue: 0 }, byDay: [], topDishes: [] }) } }));
    renderStaff(<TakingsPage />);
    expect(await screen.findByText('No orders in this period.')).toBeTruthy();
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-02' } });
    expect(await screen.findByText('Choose a start date on or before the end date.')).toBeTruthy();
    expect(calls.length).toBe(asked);
  });

  it('downloads the CSV with the session’s token under the server’s file name', async () => {
    const clicked: string[] = [];
    // jsdom has no object URLs: this test's own, taken away after it.
    Object.assign(URL, { createObjectURL: () => 'blob:takings', revokeObjectURL: () => undefined });
    onTestFinished(() => {
      delete (URL as Partial<typeof URL>).createObjectURL;
      delete (URL as Partial<typeof URL>).revokeObjectURL;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const fetches: { url: string; auth: string | undefined }[] = [];
    stubApi(() => json(200, { data: { takings: takings() } }));
    const jsonFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!url.includes('orders.csv')) return jsonFetch(url, init);
        fetches.push({ url, auth: (init?.headers as Record<string, string>).authorization });
        return new Response('\uFEFFrecord,order_number\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-10-25.csv"' },
        });
      }),
    );
    renderStaff(<TakingsPage />);
    await screen.findByTestId('takings-revenue');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    expect(fetches).toEqual([{ url: expect.stringMatching(/^\/api\/v1\/staff\/reports\/orders\.csv\?from=\d{4}-\d\d-\d\d&to=/), auth: 'Bearer token-1' }]);
    expect(clicked).toEqual(['orders-2026-10-25.csv blob:takings']);
  });

  it('refreshes an expired token once and downloads with the new one (the one refresh path every call takes)', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:takings', revokeObjectURL: () => undefined });
    onTestFinished(() => {
      delete (URL as Partial<typeof URL>).createObjectURL;
      delete (URL as Partial<typeof URL>).revokeObjectURL;
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const staff = useSessionStore.getState().user;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const auth = (init?.headers as Record<string, string>).authorization ?? '';
        calls.push(`${url.replace(/\?.*/, '')} ${auth}`.trim());
        if (url.endsWith('/auth/refresh-token')) return json(200, { data: { accessToken: 'token-2', user: staff } });
        if (url.includes('orders.csv')) {
          return auth === 'Bearer token-2'
            ? new Response('\uFEFFrecord\r\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders-2026-10-25.csv"' } })
            : json(401, { message: 'Authentication required.', code: 'UNAUTHORIZED' });
        }
        return json(200, { data: { takings: takings() } });
      }),
    );
    renderStaff(<TakingsPage />);
    await screen.findByTestId('takings-revenue');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    await vi.waitFor(() => expect(clicked).toEqual(['orders-2026-10-25.csv']));
    expect(calls.filter((call) => !call.includes('/reports/takings'))).toEqual([
      '/api/v1/staff/reports/orders.csv Bearer token-1',
      '/api/v1/auth/refresh-token',
      '/api/v1/staff/reports/orders.csv Bearer token-2',
    ]);
  });
});
