import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testRestaurant } from '../lib/test-fixtures.ts';
import { Brand, LOGO_SIZE } from './brand.tsx';

afterEach(cleanup);

function showBrand() {
  const restaurant = { ...testRestaurant(), logoUrl: '/logo.png' };
  const router = createMemoryRouter([{ path: '/', element: <Brand restaurant={restaurant} loading={false} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('link').querySelector('img') as HTMLImageElement;
}

describe('Brand', () => {
  it('draws the logo at the spec’s avatar size, 56 px, on phones too', () => {
    const logo = showBrand();
    expect(LOGO_SIZE).toBe(56);
    expect(logo.getAttribute('width')).toBe('56');
    const sizes = logo.className.split(/\s+/).filter((name) => /(^|:)size-/.test(name));
    // size-14 is 3.5rem = 56 px; no breakpoint draws it smaller.
    expect(sizes).toEqual(['size-14']);
  });
});
