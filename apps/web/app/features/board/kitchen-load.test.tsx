import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { KitchenLoad } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi } from '../../lib/test-fixtures.ts';
import type { StaffRole } from '@platter/domain';
import { KitchenBusy, KitchenSlots } from './kitchen-load.tsx';
import { renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';

const slot = (startsAt: string, orders: number, maxOrders: number | null) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 15 * 60_000).toISOString(),
  orders,
  items: orders * 2,
  maxOrders,
  maxItems: null,
});

function load(extraMinutes = 0): KitchenLoad {
  return {
    busy: { extraMinutes, until: extraMinutes ? '2026-11-25T14:05:00.000Z' : null },
    pickup: [slot('2026-11-25T13:00:00.000Z', 5, 5), slot('2026-11-25T13:15:00.000Z', 2, 5)],
    delivery: [slot('2026-11-25T13:00:00.000Z', 0, null)],
  };
}

/** The board's toolbar holds the busy switch; the slots are the row under it. */
const Strip = ({ role }: { role: StaffRole }) => (
  <>
    <KitchenBusy role={role} timeZone="Europe/London" />
    <KitchenSlots role={role} timeZone="Europe/London" />
  </>
);

describe("The board's kitchen strip: the busy switch and the coming slots", () => {
  beforeEach(() => useSnackbarStore.setState({ current: null }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the coming slots against their caps (a full one stands out), and a manager adds and ends busy time', async () => {
    signedInAsStaff('Manager');
    let busy = 0;
    const calls = stubApi((call) => {
      if (call.method === 'PUT') {
        busy = (call.body as { extraMinutes: number }).extraMinutes;
        return json(200, { data: { busy: load(busy).busy } });
      }
      return json(200, { data: { load: load(busy) } });
    });
    renderStaff(<Strip role="Manager" />);
    const full = await screen.findByLabelText('Pickup at 13:00: 5 orders of 5, 10 items of no cap');
    expect(full.textContent).toBe('13:00 · 5/5');
    expect(full.className).toContain('text-error');
    expect(screen.getByLabelText('Pickup at 13:15: 2 orders of 5, 4 items of no cap').textContent).toBe('13:15 · 2/5');
    // No caps and no orders for delivery: nothing to watch there.
    expect(screen.queryByTestId('kitchen-delivery')).toBeNull();
    // Never a scrolling row a keyboard cannot reach (axe's scrollable-region-focusable; the browser journey runs axe): the chips that do not fit are left out.
    expect(screen.getByRole('list', { name: 'Pickup: the coming slots' }).className).not.toMatch(/overflow/);
    expect(screen.getByTestId('busy-state').textContent).toBe('Estimates as usual');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add 30 minutes to every estimate for the next hour' })));
    await vi.waitFor(() => expect(screen.getByTestId('busy-state').textContent).toBe('Estimates +30 min until 14:05'));
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Estimates are 30 minutes longer for the next hour.' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to normal' })));
    await vi.waitFor(() => expect(screen.getByTestId('busy-state').textContent).toBe('Estimates as usual'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ extraMinutes: 30 }, { extraMinutes: 0 }]);
  });

  it('lets Staff only add time: less than the time in force is off, and there is no way to end it', async () => {
    signedInAsStaff('Staff');
    stubApi(() => json(200, { data: { load: load(30) } }));
    renderStaff(<Strip role="Staff" />);
    const fifteen = await screen.findByRole('button', { name: 'Add 15 minutes to every estimate for the next hour' });
    expect((fifteen as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add 45 minutes to every estimate for the next hour' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Back to normal' })).toBeNull();
  });
});
