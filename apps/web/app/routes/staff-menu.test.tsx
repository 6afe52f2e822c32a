import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaff, signedInAsStaff } from '../staff-area/staff-test-fixtures.tsx';
import { menuAnswer } from '../features/menu-editor/menu-editor-test-fixtures.ts';
import { json, stubApi, testProduct } from '../lib/test-fixtures.ts';
import StaffMenuRoute from './staff-menu.tsx';

function stubBoth() {
  return stubApi((call) => {
    if (call.path === '/staff/menu') return json(200, menuAnswer());
    if (call.path.startsWith('/categories')) return json(200, { data: { categories: [{ _id: 'c5de4ecd-01fe-4ab0-8188-4007b9e407bb', name: 'Starters', description: '', displayOrder: 0, isActive: true }] } });
    return json(200, { data: { products: [testProduct({ _id: 'e52a8b91-d3b8-478e-8a34-90c6a6749338', name: 'Soup of the Day', price: 6.5, categories: ['c5de4ecd-01fe-4ab0-8188-4007b9e407bb'] })] } });
  });
}

const render = () =>
  renderStaff(
    <Suspense fallback={null}>
      <StaffMenuRoute />
    </Suspense>,
  );

describe('/staff/menu by role', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Staff see only the sold-out switches, and never ask for the editor’s menu', async () => {
    signedInAsStaff('Staff');
    const calls = stubBoth();
    render();
    await screen.findByRole('switch', { name: 'Soup of the Day' });
    expect(screen.queryByTestId('menu-editor')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add dish' })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/staff/menu');
  });

  it.each(['Owner', 'Manager'] as const)('%s gets the editor', async (role) => {
    signedInAsStaff(role);
    stubBoth();
    render();
    await screen.findByTestId('menu-editor');
    expect(await screen.findByRole('heading', { name: 'Dishes in Starters' })).toBeTruthy();
    expect(Boolean(screen.queryByRole('button', { name: 'Activity' }))).toBe(role === 'Owner');
  });
});
