import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { FulfilmentSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import FulfilmentPage from './fulfilment-page.tsx';

const SETTINGS: FulfilmentSettings = {
  delivery: { fee: 2.5, minimumOrder: 0, allowsCollection: true },
  paymentMethods: [
    { methodName: 'Cash on Delivery', isEnabled: true },
    { methodName: 'Online Payment', isEnabled: false },
  ],
};
const section = (settings: FulfilmentSettings, version = 3, canEnable = false) => ({
  data: { settings, stamp: { version, updatedAt: '2026-06-02T13:00:00.000Z', updatedBy: { _id: '4f0c2f1e-8d3b-4b8a-9c61-2a7e5d9b1c30', name: 'Margaret Hale' } }, onlinePayment: { canEnable } },
});

function stub(put: (call: ApiCall) => Response, canEnable = false) {
  return stubApi((call) => (call.method === 'GET' ? json(200, section(SETTINGS, 3, canEnable)) : put(call)));
}

describe('Delivery and payment (/staff/settings/fulfilment)', () => {
  beforeEach(() => {
    signedInAsStaff('Manager');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('raises the fee and sets a minimum: saves the whole section on its version and says what diners see', async () => {
    const calls = stub((call) => json(200, section((call.body as FulfilmentSettings & { version: number }) as FulfilmentSettings, 4)));
    renderStaff(<FulfilmentPage />);
    fireEvent.change(await screen.findByLabelText('Delivery fee (£)'), { target: { value: '3.75' } });
    fireEvent.change(screen.getByLabelText('Minimum order for delivery (£)'), { target: { value: '15' } });
    expect(screen.getByTestId('fulfilment-preview').textContent).toContain('Delivery for £3.75');
    expect(screen.getByTestId('fulfilment-preview').textContent).toContain('Delivery needs at least £15.00 of food');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/staff/settings/fulfilment',
      body: { version: 3, delivery: { fee: 3.75, minimumOrder: 15, allowsCollection: true }, paymentMethods: SETTINGS.paymentMethods },
    });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Delivery and payment saved.' }));
  });

  it('refuses an amount that is not one, and delivery and collection both off, before sending', async () => {
    const calls = stub(() => json(500, {}));
    renderStaff(<FulfilmentPage />);
    fireEvent.change(await screen.findByLabelText('Delivery fee (£)'), { target: { value: 'two pounds' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByText('Enter an amount such as 2.50.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Offer delivery' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Offer collection' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByText('Offer delivery, collection or both: diners need one way to get their order.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('keeps card payment off until the Stripe account is connected, and says so', async () => {
    stub(() => json(500, {}));
    renderStaff(<FulfilmentPage />);
    const card = await screen.findByRole('switch', { name: 'Card payment online' });
    expect(screen.getByText('Connect your Stripe account to take card payments. Until then this stays off.')).toBeTruthy();
    expect(card.getAttribute('aria-checked')).toBe('false');
  });

  it('switches cash at collection off: refused while collections have no other way to pay, then saved for deliveries only', async () => {
    const calls = stub((call) => json(200, section((call.body as FulfilmentSettings & { version: number }) as FulfilmentSettings, 4)));
    renderStaff(<FulfilmentPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Cash at collection' }));
    expect(screen.getByRole('switch', { name: 'Cash on delivery' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('fulfilment-preview').textContent).toContain('Collections paid by: no way to pay yet');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByText('Collections have no way to pay: switch on a payment method for them.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: 'Offer collection' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect((calls.at(-1)?.body as FulfilmentSettings).paymentMethods).toEqual([
      { methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Delivery'] },
      { methodName: 'Online Payment', isEnabled: false },
    ]);
    expect(screen.getByTestId('fulfilment-preview').textContent).toContain('Deliveries paid by: Cash on delivery');
  });

  it('on a 409 keeps the form and offers Reload, which shows the saved settings', async () => {
    let gets = 0;
    stubApi((call) => {
      if (call.method === 'GET') return json(200, section(gets++ === 0 ? SETTINGS : { ...SETTINGS, delivery: { ...SETTINGS.delivery, fee: 4 } }, 3 + gets));
      return json(409, { code: 'STALE_EDIT', message: 'Changed by Margaret Hale at 14:05. Reload to see their change.' });
    });
    renderStaff(<FulfilmentPage />);
    fireEvent.change(await screen.findByLabelText('Delivery fee (£)'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    const notice = await screen.findByTestId('stale-notice');
    expect(notice.textContent).toContain('Changed by Margaret Hale at 14:05.');
    expect((screen.getByLabelText('Delivery fee (£)') as HTMLInputElement).value).toBe('3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    await vi.waitFor(() => expect((screen.getByLabelText('Delivery fee (£)') as HTMLInputElement).value).toBe('4.00'));
    expect(screen.queryByTestId('stale-notice')).toBeNull();
  });
});
