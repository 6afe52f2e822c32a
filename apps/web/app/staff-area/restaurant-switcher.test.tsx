import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../lib/snackbar.ts';
import { json, stubApi, testRestaurant } from '../lib/test-fixtures.ts';
import { RestaurantSwitcher } from './restaurant-switcher.tsx';
import { renderStaff, signedInAsStaff } from './staff-test-fixtures.tsx';

const GOLDEN = '11111111-1111-4111-8111-111111111111';
const SILVER = '22222222-2222-4222-8222-222222222222';
const golden = { id: GOLDEN, slug: 'golden-fork', name: 'The Golden Fork', role: 'Owner' };
const silver = { id: SILVER, slug: 'silver-spoon', name: 'The Silver Spoon', role: 'Owner' };
const SWITCH_URL = 'http://silver-spoon.localhost:3000/staff/switch#code=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('the restaurant switcher (issue 41)', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    signedInAsStaff('Owner');
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const show = () => renderStaff(<RestaurantSwitcher currentId={GOLDEN} />, { restaurant: testRestaurant({ _id: GOLDEN }) });

  it('shows nothing to a member of one restaurant', async () => {
    const calls = stubApi(() => json(200, { data: { restaurants: [golden] } }));
    show();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/staff/restaurants']));
    expect(screen.queryByTestId('restaurant-switcher')).toBeNull();
  });

  it("lists an Owner's restaurants, and opens the chosen one on its own site through a switch link", async () => {
    const calls = stubApi((call) =>
      call.method === 'GET' ? json(200, { data: { restaurants: [golden, silver] } }) : json(201, { data: { url: SWITCH_URL, expiresAt: '2026-06-02T13:01:00.000Z' } }),
    );
    show();
    const select = (await screen.findByTestId('restaurant-switcher')) as HTMLSelectElement;
    expect(select.value).toBe(GOLDEN);
    expect([...select.options].map((o) => o.textContent)).toEqual(['The Golden Fork', 'The Silver Spoon']);
    expect(screen.getByLabelText('Switch restaurant')).toBe(select);
    fireEvent.change(select, { target: { value: SILVER } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SWITCH_URL));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/staff/restaurants/${SILVER}/handoff` });
  });

  it('says so when the other restaurant cannot be opened, and stays', async () => {
    stubApi((call) =>
      call.method === 'GET' ? json(200, { data: { restaurants: [golden, silver] } }) : json(404, { code: 'NOT_FOUND', message: 'Not found.' }),
    );
    show();
    fireEvent.change(await screen.findByTestId('restaurant-switcher'), { target: { value: SILVER } });
    await waitFor(() => expect(useSnackbarStore.getState().current?.message).toBeTruthy());
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByTestId('restaurant-switcher') as HTMLSelectElement).disabled).toBe(false);
  });
});
