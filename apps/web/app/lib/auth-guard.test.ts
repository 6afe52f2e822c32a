import { describe, expect, it } from 'vitest';
import { loginPathFor, requiresLogin, sanitizeRedirect } from './auth-guard.ts';

describe('sanitizeRedirect', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(sanitizeRedirect('/checkout')).toBe('/checkout');
    expect(sanitizeRedirect('/leave-review?orderId=1&restaurantId=2')).toBe('/leave-review?orderId=1&restaurantId=2');
    expect(sanitizeRedirect('/orders/abc#timeline')).toBe('/orders/abc#timeline');
  });

  it.each([
    ['empty', ''],
    ['missing', null],
    ['another site', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/path'],
    ['backslash host', '/\\evil.example'],
    ['backslash later', '/\\/evil.example'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative', 'profile'],
    ['back to login', '/auth/login?redirect=/profile'],
  ])('refuses %s', (_name, value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(sanitizeRedirect('/menu/../profile')).toBe('/profile');
    expect(sanitizeRedirect('/..//evil.example')).toBeNull();
    expect(sanitizeRedirect('/%2e%2e//evil.example')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the full target path, query included', () => {
    expect(loginPathFor({ pathname: '/leave-review', search: '?orderId=1&restaurantId=2' })).toBe(
      '/auth/login?redirect=%2Fleave-review%3ForderId%3D1%26restaurantId%3D2',
    );
    expect(sanitizeRedirect(new URLSearchParams(loginPathFor({ pathname: '/profile' }).split('?')[1]).get('redirect'))).toBe('/profile');
  });
});

describe('requiresLogin', () => {
  it('guards every page of the diner layout except the cart', () => {
    for (const path of ['/checkout', '/profile', '/orders', '/orders/123', '/leave-review', '/favorites', '/profile/']) {
      expect(requiresLogin(path)).toBe(true);
    }
    expect(requiresLogin('/cart')).toBe(false);
    expect(requiresLogin('/cart/')).toBe(false);
  });

  it('opens checkout to guests only where the restaurant allows them, and an order page only with its link token (issue 30)', () => {
    expect(requiresLogin('/checkout', { guestCheckout: true })).toBe(false);
    expect(requiresLogin('/checkout', { guestCheckout: false })).toBe(true);
    expect(requiresLogin('/profile', { guestCheckout: true })).toBe(true);
    expect(requiresLogin('/orders/123', { search: '?token=abc' })).toBe(false);
    expect(requiresLogin('/orders/123', { search: '?token=' })).toBe(true);
    expect(requiresLogin('/orders', { search: '?token=abc' })).toBe(true);
  });
});
