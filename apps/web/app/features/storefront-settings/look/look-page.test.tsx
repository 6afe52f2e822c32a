import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PLATFORM_THEME, type LookSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import LookPage from './look-page.tsx';
import { faviconChoice } from './look-model.ts';

const SETTINGS: LookSettings = { logoUrl: '/api/v1/images/logo/x.svg', coverImageUrl: null, faviconUrl: null, theme: PLATFORM_THEME };
const section = (settings: LookSettings, version = 2) => ({ data: { settings, stamp: { version, updatedAt: null, updatedBy: null } } });

describe('Look (/staff/settings/look, Owner)', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a primary that fails contrast adjusted, with its ratio and why, live, then saves the colour as chosen', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, section(SETTINGS)) : json(200, section(call.body as LookSettings, 3))));
    renderStaff(<LookPage />);
    await screen.findByTestId('contrast-notes');
    expect(screen.queryByTestId('change-light-primary')).toBeNull();
    fireEvent.change(screen.getByLabelText('Primary'), { target: { value: '#ffcc80' } });
    const note = await screen.findByTestId('change-light-primary');
    expect(note.textContent).toMatch(/Primary on [a-z ]+ is 1\.\d:1, below 4\.5:1: shown as #[0-9a-f]{6}\.$/);
    // The preview's button is drawn in the adjusted colour, not the one typed.
    const shown = /shown as (#[0-9a-f]{6})/.exec(note.textContent ?? '')![1]!;
    const button = within(screen.getByTestId('preview-light')).getByText('Add to order');
    expect(button.style.background).not.toBe('rgb(255, 204, 128)');
    expect(shown).not.toBe('#ffcc80');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    const put = calls.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: '/staff/settings/look', body: { version: 2, theme: { light: { primary: '#ffcc80' } } } });
  });

  it('edits the dark colours on their own tab, and refuses a colour that is not #rrggbb beside it', async () => {
    const calls = stubApi(() => json(200, section(SETTINGS)));
    renderStaff(<LookPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    const accent = within(screen.getByTestId('colours-dark')).getByLabelText('Accent');
    fireEvent.change(accent, { target: { value: 'orange' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use a colour such as #6a1b9a.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('takes a square picture’s smallest WebP as the tab icon, and refuses one that is not square', () => {
    const variants = [640, 320].map((width) => ({ format: 'webp' as const, type: 'image/webp', width, height: width, bytes: 1, url: `/p/${width}.webp` }));
    expect(faviconChoice({ id: 'm', url: '/p', width: 640, height: 640, placeholder: '', variants }, { notSquare: 'square!' })).toEqual({ url: '/p/320.webp' });
    expect(faviconChoice({ id: 'm', url: '/p', width: 640, height: 480, placeholder: '', variants }, { notSquare: 'square!' })).toEqual({ problem: 'square!' });
  });
});
