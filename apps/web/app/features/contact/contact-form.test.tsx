import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { ContactForm } from './contact-form.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/contact.json', { eager: true, import: 'default' }));

const snackbar = () => useSnackbarStore.getState().current;
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('ContactForm', () => {
  beforeEach(() => useSnackbarStore.setState({ current: null }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
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

  it('simulates sending: a 2 s notice, success after 1.5 s, then an empty form', async () => {
    vi.useFakeTimers();
    render(<ContactForm />);
    fireEvent.change(field('Name'), { target: { value: 'Ada' } });
    fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Subject'), { target: { value: 'Booking' } });
    fireEvent.change(field('Message'), { target: { value: 'A table for eight on Friday, please.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(snackbar()).toMatchObject({ message: 'Sending your message...', color: 'info', timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);

    await act(async () => vi.advanceTimersByTime(1499));
    expect(snackbar()?.message).toBe('Sending your message...');
    await act(async () => vi.advanceTimersByTime(1));
    expect(snackbar()).toMatchObject({ message: 'Message sent successfully! (Simulated)', color: 'success' });
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });
});
