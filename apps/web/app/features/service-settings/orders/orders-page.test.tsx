import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { OrdersSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import OrdersSettingsPage from './orders-page.tsx';

const section = (settings: OrdersSettings, version = 2) => ({ data: { settings, stamp: { version, updatedAt: null, updatedBy: null } } });

function stub(settings: OrdersSettings, put: (call: ApiCall) => Response = (call) => json(200, section(call.body as OrdersSettings, 3))) {
  return stubApi((call) => (call.method === 'GET' ? json(200, section(settings)) : put(call)));
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Order alerts (/staff/settings/orders)', () => {
  beforeEach(() => {
    signedInAsStaff('Manager');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the minutes, and saves new ones whole on the section’s version', async () => {
    const calls = stub({ missedOrders: { alertMinutes: 3, rejectMinutes: 10 }, guestCheckout: true });
    renderStaff(<OrdersSettingsPage />);
    expect(((await screen.findByLabelText('Alert the kitchen after (minutes)')) as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Reject by itself after (minutes)') as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('The diner is told live and by e-mail: “The restaurant could not accept your order in time”.')).toBeTruthy();
    type('Alert the kitchen after (minutes)', '5');
    type('Reject by itself after (minutes)', '15');
    await save();
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/staff/settings/orders', body: { version: 2, missedOrders: { alertMinutes: 5, rejectMinutes: 15 }, guestCheckout: true } });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Order settings saved.' }));
  });

  it('refuses a rejection no later than the alert, or an empty box, before sending', async () => {
    const calls = stub({ missedOrders: { alertMinutes: 3, rejectMinutes: 10 }, guestCheckout: true });
    renderStaff(<OrdersSettingsPage />);
    await screen.findByLabelText('Alert the kitchen after (minutes)');
    type('Alert the kitchen after (minutes)', '10');
    await save();
    expect(screen.getByText('The automatic rejection must come later than the alert: the kitchen is alerted first.')).toBeTruthy();
    expect(screen.getByLabelText('Reject by itself after (minutes)').getAttribute('aria-invalid')).toBe('true');
    type('Alert the kitchen after (minutes)', '');
    await save();
    expect(screen.getByLabelText('Alert the kitchen after (minutes)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
