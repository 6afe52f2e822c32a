import type { PlaceOrderBody } from '@platter/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi, testUser } from '../../lib/test-fixtures.ts';
import { usePlaceOrder } from './use-place-order.ts';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

function wrapper({ children }: { children: ReactNode }) {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

async function placeAnswered(answer: Response): Promise<string | undefined> {
  stubApi(() => answer);
  const { result } = renderHook(() => usePlaceOrder(), { wrapper });
  await act(async () => {
    await result.current.place({} as PlaceOrderBody);
  });
  return useSnackbarStore.getState().current?.message;
}

describe('usePlaceOrder: what a refusal says (spec 8)', () => {
  beforeEach(() => {
    useSnackbarStore.setState({ current: null });
    useSessionStore.setState({ isLoggedIn: true, user: testUser(), accessToken: 'token-1', status: 'ready', leaving: false });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("the server's message first", async () => {
    expect(await placeAnswered(json(409, { message: 'Prices changed.', errors: [{ message: 'Soup is £7.00 now.' }] }))).toBe('Prices changed.');
  });

  it('its error messages joined when it carries only errors[]', async () => {
    const refusal = json(400, { errors: [{ field: 'contactPhone', message: 'Valid contact phone number' }, { message: 'Payment method' }] });
    expect(await placeAnswered(refusal)).toBe('Valid contact phone number, Payment method');
  });

  it("'Failed to place order.' when it says nothing", async () => {
    expect(await placeAnswered(json(400, {}))).toBe('Failed to place order.');
  });
});
