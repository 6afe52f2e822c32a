import type { Category } from '@platter/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi, testProduct, type ApiCall } from '../../lib/test-fixtures.ts';
import StaffMenuPage from './staff-menu-page.tsx';
import { renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';

const category = (_id: string, name: string, displayOrder: number): Category => ({ _id, name, description: '', displayOrder, isActive: true });
const categories = [category('104cfcd6-53a1-49c1-8021-1e3f97160d6d', 'Mains', 2), category('c5de4ecd-01fe-4ab0-8188-4007b9e407bb', 'Starters', 1)];
const soup = testProduct({ _id: 'e52a8b91-d3b8-478e-8a34-90c6a6749338', name: 'Soup of the Day', price: 6.5, categories: ['c5de4ecd-01fe-4ab0-8188-4007b9e407bb'] });
const egg = testProduct({ _id: '4aebf74a-f343-45a7-8d71-18f4547f8587', name: 'Scotch Egg', price: 7.5, categories: ['c5de4ecd-01fe-4ab0-8188-4007b9e407bb'], displayOrder: 1 });
const wellington = testProduct({ _id: 'ba32d49a-402e-4050-803a-c95ddb64aa3b', name: 'Beef Wellington', price: 34, categories: ['104cfcd6-53a1-49c1-8021-1e3f97160d6d'], isAvailable: false });

/** The menu's GETs; `patch` answers PATCH /staff/products/{id}/availability. */
function stubMenu(patch: (call: ApiCall) => Response | Promise<Response>) {
  return stubApi((call) => {
    if (call.method === 'PATCH') return patch(call);
    if (call.path.startsWith('/categories')) return json(200, { data: { categories } });
    return json(200, { data: { products: [soup, egg, wellington] } });
  });
}

const dishSwitch = (name: string) => screen.getByRole('switch', { name });

describe('The staff menu (/staff/menu)', () => {
  beforeEach(() => {
    signedInAsStaff('Staff');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every dish, sold-out ones too, under its category in the menu’s order, each with its availability', async () => {
    const calls = stubMenu(() => json(500, {}));
    renderStaff(<StaffMenuPage />);
    await screen.findByRole('heading', { name: 'Starters' });
    expect(calls.map((c) => c.path).sort()).toEqual(['/categories', '/products?isActive=true&limit=200']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Starters', 'Mains']);
    expect(screen.getByTestId('menu-summary').textContent).toBe('3 dishes · 1 sold out');
    expect(dishSwitch('Soup of the Day').getAttribute('aria-checked')).toBe('true');
    expect(dishSwitch('Beef Wellington').getAttribute('aria-checked')).toBe('false');
    expect(within(screen.getByRole('switch', { name: 'Beef Wellington' }).closest('li')!).getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it('narrows the list by the search text, and to the sold-out dishes', async () => {
    stubMenu(() => json(500, {}));
    renderStaff(<StaffMenuPage />);
    await screen.findByRole('heading', { name: 'Starters' });
    fireEvent.change(screen.getByLabelText('Search dishes'), { target: { value: 'SCOTCH' } });
    expect(screen.getAllByTestId('staff-dish').map((row) => row.textContent)).toEqual([expect.stringContaining('Scotch Egg')]);
    fireEvent.change(screen.getByLabelText('Search dishes'), { target: { value: 'tiramisu' } });
    expect(screen.getByText('No dishes match your search.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search dishes'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sold out (1)' }));
    expect(screen.getAllByTestId('staff-dish').map((row) => row.textContent)).toEqual([expect.stringContaining('Beef Wellington')]);
  });

  it('marks a dish sold out at once, and keeps the server’s answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubMenu(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderStaff(<StaffMenuPage />);
    await screen.findByRole('heading', { name: 'Starters' });
    await act(async () => fireEvent.click(dishSwitch('Scotch Egg')));
    // Optimistic: off before the server answers.
    await vi.waitFor(() => expect(dishSwitch('Scotch Egg').getAttribute('aria-checked')).toBe('false'));
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: '/staff/products/4aebf74a-f343-45a7-8d71-18f4547f8587/availability', body: { isAvailable: false } });
    await act(async () => answer(json(200, { data: { product: { ...egg, isAvailable: false } } })));
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Scotch Egg is marked sold out.', color: 'success' }));
    await vi.waitFor(() => expect(screen.getByTestId('menu-summary').textContent).toBe('3 dishes · 2 sold out'));
    expect(dishSwitch('Scotch Egg').getAttribute('aria-checked')).toBe('false');
  });

  it('moves the switch back and says why when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubMenu(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderStaff(<StaffMenuPage />);
    await screen.findByRole('heading', { name: 'Mains' });
    await act(async () => fireEvent.click(dishSwitch('Beef Wellington')));
    await vi.waitFor(() => expect(dishSwitch('Beef Wellington').getAttribute('aria-checked')).toBe('true'));
    await act(async () => answer(json(404, { message: 'Product not found.', code: 'NOT_FOUND' })));
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Product not found.', color: 'error' }));
    await vi.waitFor(() => expect(dishSwitch('Beef Wellington').getAttribute('aria-checked')).toBe('false'));
  });
});
