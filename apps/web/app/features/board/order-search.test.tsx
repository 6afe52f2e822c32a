import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../lib/test-fixtures.ts';
import BoardPage from './board-page.tsx';
import { boardAnswer, boardOrder, renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';

describe('The board’s search of earlier orders (issue 40)', () => {
  beforeEach(() => signedInAsStaff());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the server for earlier orders, lists those not on the board, pages on, and opens one', async () => {
    const onBoard = boardOrder('Preparing', { customerName: 'Zoë Ashworth' });
    const march = boardOrder('Completed', { customerName: 'Zoë Ashworth', createdAt: '2026-03-14T19:00:00.000Z' });
    const february = boardOrder('Cancelled by Restaurant', { customerName: 'Zoë Ashworth', createdAt: '2026-02-01T12:00:00.000Z' });
    const calls = stubApi((call) => {
      if (!call.path.startsWith('/staff/orders/search')) return json(200, boardAnswer([onBoard]));
      // The server's first page holds the board's own order too: it is not listed twice.
      return call.path.includes('before=')
        ? json(200, { data: { orders: [february], nextCursor: null, searchedBack: null } })
        : json(200, { data: { orders: [onBoard, march], nextCursor: `2026-03-01T10:00:00.000Z_${march._id}`, searchedBack: '2026-03-01T10:00:00.000Z' } });
    });
    renderStaff(<BoardPage />);
    const search = await screen.findByRole('searchbox', { name: 'Search orders by number, name or phone' });
    fireEvent.change(search, { target: { value: 'zoe' } });
    const earlier = await screen.findByRole('region', { name: 'Earlier orders' });
    const rows = () => within(earlier).queryAllByTestId('earlier-result').map((row) => row.textContent);
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain(`#${march.orderNumber}`);
    // Under the day it was placed, on the restaurant's calendar.
    expect(within(earlier).getByRole('heading', { name: /^Saturday,? 14 March( 2026)?$/ })).toBeTruthy();
    expect(within(screen.getByTestId('search-results')).getAllByTestId('search-result').map((row) => row.textContent)).toEqual([expect.stringContaining(`#${onBoard.orderNumber}`)]);
    expect(calls.find((call) => call.path.startsWith('/staff/orders/search'))?.path).toBe('/staff/orders/search?q=zoe');

    // The server read as many orders as a request may: it says how far back, and searches on.
    expect(within(earlier).getByTestId('search-searched-back').textContent).toBe('Searched orders placed since 1 March 2026.');
    await act(async () => fireEvent.click(within(earlier).getByRole('button', { name: 'Search further back' })));
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toContain(`#${february.orderNumber}`);
    expect(within(earlier).queryByRole('button', { name: /Show more|Search further back/ })).toBeNull();
    expect(within(earlier).queryByTestId('search-searched-back')).toBeNull();

    await act(async () => fireEvent.click(within(earlier).getAllByRole('button')[0]!));
    const details = await screen.findByTestId('order-details');
    expect(details.textContent).toContain(`#${march.orderNumber}`);
    expect(within(details).queryByTestId('order-actions')).toBeNull();
  });

  it('does not ask the server for a single character, and says when nothing earlier matches', async () => {
    const calls = stubApi((call) => (call.path.startsWith('/staff/orders/search') ? json(200, { data: { orders: [], nextCursor: null, searchedBack: null } }) : json(200, boardAnswer([]))));
    renderStaff(<BoardPage />);
    const search = await screen.findByRole('searchbox', { name: 'Search orders by number, name or phone' });
    fireEvent.change(search, { target: { value: 'z' } });
    expect(screen.getByTestId('search-results').textContent).toContain('No order today matches your search.');
    expect(screen.queryByRole('region', { name: 'Earlier orders' })).toBeNull();
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(await screen.findByText('No earlier order matches your search.')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/staff/orders/search')).map((call) => call.path)).toEqual(['/staff/orders/search?q=zz']);
  });
});
