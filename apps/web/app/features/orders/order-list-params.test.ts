import { describe, expect, it } from 'vitest';
import { orderJourney } from './order-progress.tsx';
import { listParamsFrom, searchOf } from './order-list-params.ts';

describe('the history settings in the address', () => {
  it('reads them, with the defaults for anything missing or unknown', () => {
    expect(listParamsFrom(new URLSearchParams(''))).toEqual({ page: 1, status: null, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(listParamsFrom(new URLSearchParams('page=3&status=Out+for+Delivery&sortBy=status&sortOrder=asc'))).toEqual({
      page: 3,
      status: 'Out for Delivery',
      sortBy: 'status',
      sortOrder: 'asc',
    });
    expect(listParamsFrom(new URLSearchParams('page=-2&status=Eaten&sortBy=name&sortOrder=up'))).toEqual(listParamsFrom(new URLSearchParams('')));
    expect(listParamsFrom(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, so the plain address is the first page, newest first', () => {
    expect(searchOf({ page: 1, status: null, sortBy: 'createdAt', sortOrder: 'desc' })).toBe('');
    const search = searchOf({ page: 2, status: 'Cancelled by User', sortBy: 'totalAmount', sortOrder: 'asc' });
    expect(search).toBe('?status=Cancelled+by+User&sortBy=totalAmount&sortOrder=asc&page=2');
    expect(listParamsFrom(new URLSearchParams(search))).toEqual({ page: 2, status: 'Cancelled by User', sortBy: 'totalAmount', sortOrder: 'asc' });
  });
});

describe('orderJourney', () => {
  it("follows the domain's forward moves for each order type", () => {
    expect(orderJourney('Pickup')).toEqual(['Pending Confirmation', 'Confirmed', 'Preparing', 'Ready for Pickup', 'Completed']);
    expect(orderJourney('Delivery')).toEqual(['Pending Confirmation', 'Confirmed', 'Preparing', 'Out for Delivery', 'Delivered']);
  });
});
