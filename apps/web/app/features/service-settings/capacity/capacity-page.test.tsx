import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { capacityDayOf, type CapacitySettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import CapacityPage from './capacity-page.tsx';

const section = (settings: CapacitySettings, version = 2) => ({ data: { settings, stamp: { version, updatedAt: null, updatedBy: null } } });

function stub(settings: CapacitySettings, put: (call: ApiCall) => Response = (call) => json(200, section(call.body as CapacitySettings, 3))) {
  return stubApi((call) => (call.method === 'GET' ? json(200, section(settings)) : put(call)));
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
const type = (label: string, value: string) => fireEvent.change(screen.getAllByLabelText(label)[0]!, { target: { value } });

describe('Kitchen capacity (/staff/settings/capacity)', () => {
  beforeEach(() => {
    signedInAsStaff('Manager');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('switches capacity on with 30-minute slots and caps: an empty box is no cap; the whole section is saved on its version', async () => {
    const calls = stub({ capacity: null });
    renderStaff(<CapacityPage />);
    expect(await screen.findByText('Off: diners may order for any time inside your hours, and the kitchen takes every order.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Limit orders per time slot' }));
    fireEvent.change(screen.getByLabelText('Slot length'), { target: { value: '30' } });
    type('Preparation time (minutes)', '25');
    type('Travel time (minutes)', '15');
    fireEvent.change(screen.getAllByLabelText('Orders per slot')[0]!, { target: { value: '6' } });
    fireEvent.change(screen.getAllByLabelText('Items per slot')[1]!, { target: { value: '40' } });
    await save();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/staff/settings/capacity',
      body: { version: 2, capacity: { slotMinutes: 30, leadMinutes: 25, travelMinutes: 15, pickup: { maxOrdersPerSlot: 6 }, delivery: { maxItemsPerSlot: 40 } } },
    });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Kitchen capacity saved.' }));
  });

  it('refuses a cap that is not a whole number before sending, and switching off sends no rules', async () => {
    const calls = stub({ capacity: { pickup: { maxOrdersPerSlot: 5 } } });
    renderStaff(<CapacityPage />);
    await screen.findByRole('switch', { name: 'Limit orders per time slot' });
    expect((screen.getAllByLabelText('Orders per slot')[0] as HTMLInputElement).value).toBe('5');
    fireEvent.change(screen.getAllByLabelText('Orders per slot')[0]!, { target: { value: '2.5' } });
    await save();
    expect(screen.getByText('The orders per slot is a whole number.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: 'Limit orders per time slot' }));
    await save();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ version: 2, capacity: null }]);
  });

  it('sets tonight’s orders per slot and a Friday’s, the every-day limit shown faint; a one-off of a day gone by is dropped', async () => {
    const calls = stub({ capacity: { pickup: { maxOrdersPerSlot: 5 }, weekdays: { sunday: { delivery: 2 } }, oneOff: { date: '2020-01-01', pickup: 9 } } });
    renderStaff(<CapacityPage />);
    const tonight = (await screen.findByLabelText('Pickup: orders per slot')) as HTMLInputElement;
    expect(screen.getByRole('group', { name: 'Tonight only' })).toBeTruthy();
    expect(tonight.value).toBe('');
    expect(tonight.placeholder).toBe('5');
    expect((screen.getByLabelText('Sunday, Delivery: orders per slot') as HTMLInputElement).value).toBe('2');
    fireEvent.change(tonight, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Friday, Pickup: orders per slot'), { target: { value: '8' } });
    await save();
    const today = capacityDayOf(new Date(), 'Europe/London');
    expect(calls.at(-1)?.body).toEqual({
      version: 2,
      capacity: { leadMinutes: 20, slotMinutes: 15, travelMinutes: 0, pickup: { maxOrdersPerSlot: 5 }, weekdays: { sunday: { delivery: 2 }, friday: { pickup: 8 } }, oneOff: { date: today, pickup: 2 } },
    });
  });

  it('refuses a day’s cap below 1 beside its box, before sending', async () => {
    const calls = stub({ capacity: { pickup: { maxOrdersPerSlot: 5 } } });
    renderStaff(<CapacityPage />);
    const friday = await screen.findByLabelText('Friday, Delivery: orders per slot');
    fireEvent.change(friday, { target: { value: '0' } });
    await save();
    expect(friday.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The orders per slot is at least 1 (leave it out for no cap).')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
