import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { LoyaltySettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, testRestaurant } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import { sectionsFor } from '../../../routes/staff-settings-sections.ts';
import LoyaltySettingsPage from './loyalty-page.tsx';

const section = (settings: LoyaltySettings, version = 2) => ({ data: { settings, stamp: { version, updatedAt: null, updatedBy: null } } });
const RATE = /^Points per .1 spent$/;
/** A restaurant zone other than this machine's (the browser's), and what its clock reads at 13:00 UTC on 2 June 2026 (issue 41). */
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const elsewhere = browserZone === 'Asia/Tokyo' ? { zone: 'America/New_York', hour: '09:00' } : { zone: 'Asia/Tokyo', hour: '22:00' };
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

describe('Loyalty points (/staff/settings/loyalty)', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is in the owner’s settings only', () => {
    expect(sectionsFor('Owner').map((s) => s.id)).toContain('loyalty');
    expect(sectionsFor('Manager').map((s) => s.id)).not.toContain('loyalty');
    expect(sectionsFor('Staff').map((s) => s.id)).not.toContain('loyalty');
  });

  it('says when the section was last saved on the restaurant’s clock, not the browser’s', async () => {
    const stamp = { version: 2, updatedAt: '2026-06-02T13:00:00.000Z', updatedBy: { _id: '4f0c2f1e-8d3b-4b8a-9c61-2a7e5d9b1c30', name: 'Margaret Hale' } };
    stubApi(() => json(200, { data: { settings: { pointsPerCurrencyUnit: 1 }, stamp } }));
    renderStaff(<LoyaltySettingsPage />, { restaurant: testRestaurant({ isAcceptingOrders: true, timeZone: elsewhere.zone }) });
    expect((await screen.findByText(/^Last saved by/)).textContent).toBe(`Last saved by Margaret Hale, 2 Jun 2026, ${elsewhere.hour}`);
  });

  it('shows the rate with what an order earns at it, and saves a new one on the section’s version', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, section({ pointsPerCurrencyUnit: 1 })) : json(200, section(call.body as LoyaltySettings, 3))));
    renderStaff(<LoyaltySettingsPage />);
    const rate = (await screen.findByLabelText(RATE)) as HTMLInputElement;
    expect(rate.value).toBe('1');
    expect(screen.getByText(/order earns 25 points\.$/)).toBeTruthy();
    fireEvent.change(rate, { target: { value: '4' } });
    expect(screen.getByText(/order earns 100 points\.$/)).toBeTruthy();
    await save();
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/staff/settings/loyalty', body: { version: 2, pointsPerCurrencyUnit: 4 } });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Loyalty points saved.' }));
  });

  it('refuses a rate that is not a whole number from 0 to 1000 before sending', async () => {
    const calls = stubApi(() => json(200, section({ pointsPerCurrencyUnit: 1 })));
    renderStaff(<LoyaltySettingsPage />);
    const rate = await screen.findByLabelText(RATE);
    for (const typed of ['2.5', '1001', '', 'ten']) {
      fireEvent.change(rate, { target: { value: typed } });
      await save();
      expect(rate.getAttribute('aria-invalid'), typed).toBe('true');
      expect(screen.getByText('The points per currency unit is a whole number from 0 to 1000.')).toBeTruthy();
    }
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
