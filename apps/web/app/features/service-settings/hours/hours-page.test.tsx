import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { HoursSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import HoursPage from './hours-page.tsx';

const day = { open: '12:00', close: '22:00', isClosed: false };
const HOURS: HoursSettings = {
  openingHours: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day },
  specialDates: [],
};
const stamp = (version: number) => ({ version, updatedAt: '2026-06-02T13:00:00.000Z', updatedBy: { _id: '4f0c2f1e-8d3b-4b8a-9c61-2a7e5d9b1c30', name: 'Margaret Hale' } });
const answer = (settings: HoursSettings, version: number) => ({ data: { settings, stamp: stamp(version) } });
const closeMonday = () => fireEvent.click(within(screen.getByTestId('hours-day-monday')).getByRole('switch'));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save hours' })));

describe('Hours and closures on the shared section hook', () => {
  beforeEach(() => signedInAsStaff('Manager'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves on the version read and says so in its status line', async () => {
    const calls: ApiCall[] = stubApi((call) => {
      if (call.method === 'GET') return json(200, answer(HOURS, 3));
      const { version, ...settings } = call.body as HoursSettings & { version: number };
      return json(200, answer(settings, version + 1));
    });
    renderStaff(<HoursPage />);
    await screen.findByTestId('hours-form');
    expect(screen.getByRole('status').textContent).toBe('Everything is saved.');
    closeMonday();
    expect(screen.getByRole('status').textContent).toBe('You have changes that are not saved yet.');
    await save();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 3, openingHours: { monday: { isClosed: true } } });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved. Diners see the new hours now.'));
  });

  it('on a 409 offers Reload, which shows the hours the refusal carried without fetching again', async () => {
    const theirs: HoursSettings = { ...HOURS, openingHours: { ...HOURS.openingHours, sunday: { ...day, isClosed: true } } };
    const calls: ApiCall[] = stubApi((call) => {
      if (call.method === 'GET') return json(200, answer(HOURS, 3));
      return json(409, { code: 'STALE_EDIT', message: 'Changed by Margaret Hale at 14:05. Reload to see their change.', current: answer(theirs, 4).data });
    });
    renderStaff(<HoursPage />);
    await screen.findByTestId('hours-form');
    closeMonday();
    await save();
    expect((await screen.findByTestId('stale-notice')).textContent).toContain('Changed by Margaret Hale at 14:05.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    expect(within(screen.getByTestId('hours-day-sunday')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(within(screen.getByTestId('hours-day-monday')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
    // The next save is made on the version the refusal carried.
    closeMonday();
    await save();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ version: 4 });
  });

  it('refuses a closure that ends before it starts beside its date, sends nothing, and drops the refusal once it is fixed', async () => {
    const calls: ApiCall[] = stubApi((call) => (call.method === 'GET' ? json(200, answer({ ...HOURS, specialDates: [{ date: '2026-12-24', isClosed: true, note: 'Christmas' }] }, 3)) : json(500, {})));
    renderStaff(<HoursPage />);
    const closure = await screen.findByTestId('special-date');
    fireEvent.change(within(closure).getByLabelText('Until (optional)'), { target: { value: '2026-12-20' } });
    await save();
    expect(screen.getByRole('status').textContent).toBe('Please fix the times marked below.');
    expect(within(closure).getByText('The last day cannot be before the first.')).toBeTruthy();
    fireEvent.change(within(closure).getByLabelText('Until (optional)'), { target: { value: '2026-12-26' } });
    await vi.waitFor(() => expect(within(closure).queryByText('The last day cannot be before the first.')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('You have changes that are not saved yet.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
