import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { LanguagesSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import LanguagesSettingsPage from './languages-page.tsx';

const section = (settings: LanguagesSettings, version = 2) => ({ data: { settings, stamp: { version, updatedAt: null, updatedBy: null } } });

function stub(settings: LanguagesSettings, put: (call: ApiCall) => Response = (call) => json(200, section(call.body as LanguagesSettings, 3))) {
  return stubApi((call) => (call.method === 'GET' ? json(200, section(settings)) : put(call)));
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

describe('Languages (/staff/settings/languages)', () => {
  beforeEach(() => {
    signedInAsStaff('Manager');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Portuguese as the default with its article, and saves the languages whole on the section’s version', async () => {
    const calls = stub({ languages: { offered: ['en-GB'], default: 'en-GB' } });
    renderStaff(<LanguagesSettingsPage />);
    const portuguese = (await screen.findByLabelText('Português')) as HTMLInputElement;
    expect(portuguese.checked).toBe(false);
    expect(screen.queryByLabelText('The name in Portuguese')).toBeNull();
    fireEvent.click(portuguese);
    fireEvent.change(screen.getByLabelText('Default language'), { target: { value: 'pt-PT' } });
    fireEvent.change(screen.getByLabelText('The name in Portuguese'), { target: { value: 'a' } });
    await save();
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/staff/settings/languages', body: { version: 2, languages: { offered: ['en-GB', 'pt-PT'], default: 'pt-PT', nameArticle: 'a' } } });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Languages saved.' }));
  });

  it('refuses a storefront with no language before sending, in the domain’s words', async () => {
    const calls = stub({ languages: { offered: ['en-GB'], default: 'en-GB' } });
    renderStaff(<LanguagesSettingsPage />);
    fireEvent.click(await screen.findByLabelText('English'));
    await save();
    expect(screen.getByText('Offer at least one language.')).toBeTruthy();
    expect(screen.getByText('Please fix the highlighted fields.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
