import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleDialog, useDialogStore } from '../lib/dialog.ts';
import { useSnackbarStore } from '../lib/snackbar.ts';
import { answeredRestaurant, json, stubApi, testRestaurant } from '../lib/test-fixtures.ts';
import { OrderingSwitch } from './ordering-switch.tsx';
import { renderStaff, signedInAsStaff } from './staff-test-fixtures.tsx';

const onlineOrders = () => screen.getByRole('switch', { name: 'Online orders' });

describe('Pausing online orders', () => {
  beforeEach(() => {
    useSnackbarStore.setState({ current: null });
    useDialogStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pauses after a confirmation (Owner, Manager), and shows the configuration the site now has', async () => {
    signedInAsStaff('Manager');
    let accepting = true;
    const calls = stubApi((call) => {
      accepting = (call.body as { isAcceptingOrders: boolean }).isAcceptingOrders;
      return json(200, { data: { restaurant: answeredRestaurant({ isAcceptingOrders: accepting }) } });
    });
    renderStaff(<OrderingSwitch role="Manager" />, { reload: () => testRestaurant({ isAcceptingOrders: accepting }) });
    expect(onlineOrders().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('ordering-state').textContent).toBe('Taking orders');

    await act(async () => fireEvent.click(onlineOrders()));
    expect(useDialogStore.getState().current).toMatchObject({ title: 'Pause online orders?', confirmText: 'Pause orders', destructive: true });
    await act(async () => settleDialog(true));
    await vi.waitFor(() => expect(screen.getByTestId('ordering-state').textContent).toBe('Not taking orders right now'));
    expect(calls).toEqual([{ method: 'PATCH', path: '/staff/restaurant/ordering', body: { isAcceptingOrders: false } }]);
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Online orders are paused.' }));

    // Resuming needs no confirmation.
    await act(async () => fireEvent.click(onlineOrders()));
    await vi.waitFor(() => expect(screen.getByTestId('ordering-state').textContent).toBe('Taking orders'));
    expect(calls.at(-1)?.body).toEqual({ isAcceptingOrders: true });
  });

  it('does nothing when the confirmation is declined', async () => {
    signedInAsStaff('Owner');
    const calls = stubApi(() => json(500, {}));
    renderStaff(<OrderingSwitch role="Owner" />);
    await act(async () => fireEvent.click(onlineOrders()));
    await act(async () => settleDialog(false));
    expect(calls).toEqual([]);
    expect(onlineOrders().getAttribute('aria-checked')).toBe('true');
  });

  it('shows Staff the state, with the switch disabled and why', () => {
    signedInAsStaff('Staff');
    renderStaff(<OrderingSwitch role="Staff" />, { restaurant: testRestaurant({ isAcceptingOrders: false }) });
    expect(onlineOrders().hasAttribute('disabled')).toBe(true);
    expect(onlineOrders().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('ordering-state').textContent).toBe('Not taking orders right now');
    expect(screen.getByText('Only an owner or manager can pause them.').id).toBe(onlineOrders().getAttribute('aria-describedby'));
  });

  it('says the restaurant is closed, and when it opens, outside its hours, never "Taking orders"; paused still says paused', async () => {
    signedInAsStaff('Owner');
    // Tuesday 1 January 2030, 12:00 in London: the next opening, on another day than today.
    const closedNow = { status: { isOpen: false, next: { kind: 'opensOn' as const, weekday: 'tuesday' as const, time: '12:00' }, nextOpenAt: new Date('2030-01-01T12:00:00.000Z') }, today: null };
    renderStaff(<OrderingSwitch role="Owner" />, { restaurant: testRestaurant({ isAcceptingOrders: true, timeZone: 'Europe/London' }), restaurantNow: closedNow });
    expect(await screen.findByText('Closed · opens Tue 12:00')).toBeTruthy();
    expect(onlineOrders().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('ordering-switch').textContent).toContain('Outside your opening hours diners can only order ahead, for when you open.');
    cleanup();

    renderStaff(<OrderingSwitch role="Owner" />, { restaurant: testRestaurant({ isAcceptingOrders: false }), restaurantNow: closedNow });
    expect(screen.getByTestId('ordering-state').textContent).toBe('Not taking orders right now');
    cleanup();

    renderStaff(<OrderingSwitch role="Owner" />, { restaurantNow: { status: { isOpen: true, next: null, nextOpenAt: null }, today: null } });
    expect(screen.getByTestId('ordering-state').textContent).toBe('Taking orders');
  });
});
