import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Printer, PrintersSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../../lib/snackbar.ts';
import { json, stubApi, type ApiCall } from '../../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../staff-test-fixtures.tsx';
import PrintersPage from './printers-page.tsx';

const section = (settings: PrintersSettings, version = 2) => ({ data: { settings, stamp: { version, updatedAt: null, updatedBy: null } } });
const kitchen: Printer = { name: 'Kitchen', host: '192.168.1.50', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] };

function stub(settings: PrintersSettings, put: (call: ApiCall) => Response = (call) => json(200, section(call.body as PrintersSettings, 3))) {
  return stubApi((call) => (call.method === 'GET' ? json(200, section(settings)) : put(call)));
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
const type = (label: string, value: string, index = 0) => fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

describe('Printers (/staff/settings/printers)', () => {
  beforeEach(() => {
    signedInAsStaff('Manager');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a 58 mm packing printer beside the kitchen one, and saves the list whole on its version', async () => {
    const calls = stub({ printers: [kitchen] });
    renderStaff(<PrintersPage />);
    expect(((await screen.findByLabelText('Address')) as HTMLInputElement).value).toBe('192.168.1.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add a printer' }));
    type('Name', 'Pass', 1);
    type('Address', 'pass.local', 1);
    fireEvent.change(screen.getAllByLabelText('Paper width')[1]!, { target: { value: '58' } });
    fireEvent.click(screen.getAllByLabelText('Packing ticket')[1]!);
    fireEvent.click(screen.getAllByLabelText('Kitchen ticket')[1]!);
    fireEvent.click(screen.getAllByRole('switch', { name: 'Print when an order is accepted' })[1]!);
    await save();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/staff/settings/printers',
      body: { version: 2, printers: [kitchen, { name: 'Pass', host: 'pass.local', port: 9100, paperWidth: 58, autoPrint: false, tickets: ['packing'] }] },
    });
    await vi.waitFor(() => expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Printers saved.' }));
  });

  it('refuses a public address before sending, removes a printer, and stops adding at five', async () => {
    const calls = stub({ printers: [kitchen] });
    renderStaff(<PrintersPage />);
    await screen.findByLabelText('Address');
    type('Address', '8.8.8.8');
    await save();
    expect(screen.getByText(/must be an address on the restaurant’s own network/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kitchen' }));
    expect(screen.getByText(/No printers yet/)).toBeTruthy();
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Add a printer' }));
    expect((screen.getByRole('button', { name: 'Add a printer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('At most 5 printers.')).toBeTruthy();
  });
});
