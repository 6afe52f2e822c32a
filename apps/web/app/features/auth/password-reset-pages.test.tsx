import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { testRestaurant } from '../../lib/test-fixtures.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/auth.json', { eager: true, import: 'default' }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ACCEPTED = 'If an account exists for that e-mail, we have sent a link to reset your password. It is valid for 30 minutes.';

function renderPage(page: ReactNode) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ path: 'page', element: page }, { path: '*', element: <p>elsewhere</p> }] }],
    { initialEntries: ['/page'], hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('asks for a link and shows the answer, whatever the e-mail', async () => {
    const fetch = vi.fn(async () => json(202, { data: {}, message: ACCEPTED }));
    vi.stubGlobal('fetch', fetch);
    renderPage(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.change(input('Email'), { target: { value: ' Ada@Example.com ' } });
    await click('Send Reset Link');
    await screen.findByText(ACCEPTED);
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/forgot-password', expect.objectContaining({ method: 'POST', body: '{"email":"ada@example.com"}' }));
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth/login');
    await click('Use a different e-mail');
    expect(input('Email')).toBeTruthy();
  });

  it('validates the e-mail before sending and shows a refusal from the server', async () => {
    const fetch = vi.fn(async () => json(429, { message: 'Too many requests for this e-mail. Please try again in 60 minutes.', code: 'RATE_LIMITED' }));
    vi.stubGlobal('fetch', fetch);
    renderPage(<ForgotPasswordPage />);
    await click('Send Reset Link');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(input('Email'), { target: { value: 'ada@example.com' } });
    await click('Send Reset Link');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests for this e-mail. Please try again in 60 minutes.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });
});

describe('ResetPasswordPage', () => {
  async function setPassword(password: string, confirm = password) {
    fireEvent.change(input('New password'), { target: { value: password } });
    fireEvent.change(input('Confirm new password'), { target: { value: confirm } });
    await click('Reset Password');
  }

  it('sets the new password with the register rules, then offers to sign in', async () => {
    const fetch = vi.fn(async () => json(200, { data: {}, message: 'Your password has been reset. Please sign in with your new password.' }));
    vi.stubGlobal('fetch', fetch);
    renderPage(<ResetPasswordPage token="tok_123" />);
    await setPassword('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    await setPassword('Brand#New1', 'Brand#New2');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await setPassword('Brand#New1');
    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/reset-password',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'tok_123', password: 'Brand#New1' }) }),
    );
    expect(screen.getByText('Your password has been reset. Please sign in with your new password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it.each([
    [410, 'GONE', 'This reset link has expired. Please ask for a new one.'],
    [410, 'GONE', 'This reset link has already been used. If you did not do this, please ask for a new one.'],
    [400, 'BAD_REQUEST', 'This reset link is not valid. Please ask for a new one.'],
  ])('shows a refused link (%i %s) with the way to a new one', async (status, code, message) => {
    vi.stubGlobal('fetch', vi.fn(async () => json(status, { message, code, errors: [{ field: 'token', message }] })));
    renderPage(<ResetPasswordPage token="tok_123" />);
    await setPassword('Brand#New1');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says so at once when the link carries no token', () => {
    renderPage(<ResetPasswordPage token="" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This reset link is incomplete. Please open the link from the e-mail again, or ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('keeps the form when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(503, { message: 'Down', code: 'SERVICE_UNAVAILABLE' })));
    renderPage(<ResetPasswordPage token="tok_123" />);
    await setPassword('Brand#New1');
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while resetting your password. Please try again.');
    expect(input('New password').value).toBe('Brand#New1');
  });
});
