import { describe, expect, it } from 'vitest';
import { loginPathFor, requiresLogin, sanitizeRedirect } from './auth-guard.ts';
import { signInHref } from './sign-in-href.ts';

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

describe("signInHref: the header's and drawer's sign-in links come back to the page", () => {
  const redirectOf = (href: string) => sanitizeRedirect(new URLSearchParams(href.split('?')[1] ?? '').get('redirect'));

  it('carries the page, query included, as a redirect sanitizeRedirect follows', () => {
    expect(signInHref('/auth/login', { pathname: '/menu', search: '?promo=p1' })).toBe('/auth/login?redirect=%2Fmenu%3Fpromo%3Dp1');
    expect(redirectOf(signInHref('/auth/register', { pathname: '/product/abc', search: '' }))).toBe('/product/abc');
  });

  it.each([
    ['Home', '/', ''],
    ['the sign-in page', '/auth/login', '?redirect=%2Fmenu'],
    ['a password reset link', '/reset-password', '?token=secret'],
    ['an e-mail verification link', '/verify-email', '?token=secret'],
    ['a team invitation', '/join-team', '?token=secret'],
    ['the offline page', '/offline', '?from=%2Fcheckout'],
  ])('adds nothing from %s', (_name, pathname, search) => {
    expect(signInHref('/auth/login', { pathname, search })).toBe('/auth/login');
  });

  it("leaves a guest order link's token out, and never leads to another site", () => {
    expect(signInHref('/auth/login', { pathname: '/orders/o1', search: '?token=secret' })).toBe('/auth/login?redirect=%2Forders%2Fo1');
    expect(redirectOf(signInHref('/auth/login', { pathname: '//evil.example/x', search: '' }))).toBeNull();
  });
});
