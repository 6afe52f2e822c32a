import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { ContactForm } from './contact-form.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/contact.json', { eager: true, import: 'default' }));

const snackbar = () => useSnackbarStore.getState().current;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('ContactForm', () => {
  beforeEach(() => {
    useSnackbarStore.setState({ current: null });
    useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each field error and the error snackbar when invalid', async () => {
    render(<ContactForm />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('Subject is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(snackbar()).toMatchObject({ message: 'Please correct the form errors.', color: 'error' });
  });

  function fill() {
    fireEvent.change(field('Name'), { target: { value: 'Ada' } });
    fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Subject'), { target: { value: 'Booking' } });
    fireEvent.change(field('Message'), { target: { value: 'A table for eight on Friday, please.' } });
  }

  it('posts the message, says it was sent and empties the form', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />);
    fill();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(snackbar()).toMatchObject({ message: 'Sending your message...', color: 'info', timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/contact',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Booking', message: 'A table for eight on Friday, please.' }),
      }),
    );

    await act(async () => answer(json(202, { data: {}, message: 'Message sent successfully!' })));
    await vi.waitFor(() => expect(snackbar()).toMatchObject({ message: 'Message sent successfully!', color: 'success' }));
    expect(screen.getByRole('status').textContent).toBe('Message sent successfully!');
    expect(screen.queryByText(/Simulated/)).toBeNull();
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it("shows the server's message when it refuses, and keeps what was typed", async () => {
    const refusal = 'Sorry, this restaurant cannot receive messages online right now. Please call or visit instead.';
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { message: refusal, code: 'CONFLICT' })));
    render(<ContactForm />);
    fill();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    expect(snackbar()).toMatchObject({ message: refusal, color: 'error' });
    expect(field('Name').value).toBe('Ada');
  });

  it("puts the server's field errors on their fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: 'E-mail must be valid.', code: 'VALIDATION_ERROR', errors: [{ field: 'email', message: 'E-mail must be valid.' }] })),
    );
    render(<ContactForm />);
    fill();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    await vi.waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('E-mail must be valid.')).toBeTruthy();
  });
});
