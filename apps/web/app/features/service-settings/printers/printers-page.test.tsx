import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Printer, PrintersSettings } from '@platter/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
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

  it('shows the server’s refusal of an address under it, removes a printer, and stops adding at five', async () => {
    const refusal = '8.8.8.8 is not a printer address the server may use: give the printer’s private address on the restaurant’s network, such as 192.168.1.50.';
    const calls = stub({ printers: [kitchen] }, () => json(400, { message: refusal, code: 'PRINTER_ADDRESS_NOT_ALLOWED', errors: [{ field: 'printers.0.host', message: refusal }] }));
    renderStaff(<PrintersPage />);
    await screen.findByLabelText('Address');
    type('Address', '8.8.8.8');
    await save();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await vi.waitFor(() => expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kitchen' }));
    expect(screen.getByText(/No printers yet/)).toBeTruthy();
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Add a printer' }));
    expect((screen.getByRole('button', { name: 'Add a printer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('At most 5 printers.')).toBeTruthy();
  });

  it('prints a test page on a saved printer and says when it printed, or that the printer could not be reached', async () => {
    let id = 0;
    const page = (state: string) => ({ data: { testPrint: { _id: `0f8fad5b-d9cb-469f-a165-00000000000${id}`, printerName: 'Kitchen', state, createdAt: new Date().toISOString(), printedAt: null } } });
    let answer = 'printed';
    // Each page is still waiting when first followed, as a real printer takes a moment: the waiting text is seen whatever the timing.
    const followed = new Set<number>();
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/staff/settings/printers') return json(200, section({ printers: [kitchen] }));
      if (call.method === 'POST') return json(202, page('waiting'));
      if (followed.has(id)) return json(200, page(answer));
      followed.add(id);
      return json(200, page('waiting'));
    });
    renderStaff(<PrintersPage />);
    const test = await screen.findByRole('button', { name: 'Test print' });
    await act(async () => fireEvent.click(test));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/staff/settings/printers/test-print', body: { printer: 'Kitchen' } });
    expect(await screen.findByText('Sending a test page to Kitchen…')).toBeTruthy();
    expect(await screen.findByText('Kitchen printed the test page.', undefined, { timeout: 3_000 })).toBeTruthy();
    answer = 'failed';
    id += 1;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Test print' })));
    expect(await screen.findByText('Kitchen could not be reached.', undefined, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check that it is switched on');
    // An unsaved change: the server would print the saved printer, so the test waits for a save.
    type('Address', '192.168.1.77');
    expect((screen.getByRole('button', { name: 'Test print' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Save your changes to test this printer.')).toBeTruthy();
  });
});
