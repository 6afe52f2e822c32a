import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import DomainsPage from './domains-page.tsx';

const PLATFORM = { host: 'golden-fork.platter.example', kind: 'platform' as const };
const answer = (own: string[]) => ({ data: { addresses: [PLATFORM, ...own.map((host) => ({ host, kind: 'custom' as const }))], dnsTarget: PLATFORM.host } });

describe('Domains (/staff/settings/domains)', () => {
  beforeEach(() => signedInAsStaff('Owner'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a domain and shows the DNS record to create: a CNAME to the Platter address', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? json(200, answer([])) : json(200, answer(['order.goldenfork.co.uk']))));
    renderStaff(<DomainsPage />);
    expect(await screen.findByText('golden-fork.platter.example')).toBeTruthy();
    expect(screen.getByText('None yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'order.goldenfork.co.uk' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/staff/settings/domains', body: { domain: 'order.goldenfork.co.uk' } });
    const record = await screen.findByTestId('dns-record');
    expect(record.textContent).toBe('TypeCNAMENameorder.goldenfork.co.ukPoints togolden-fork.platter.example');
  });

  it('puts the server’s refusal beside the field', async () => {
    stubApi((call) =>
      call.method === 'GET'
        ? json(200, answer([]))
        : json(409, { code: 'CONFLICT', message: 'order.example.com already serves another restaurant. If it is yours, ask Platter\u2019s support to move it.' }),
    );
    renderStaff(<DomainsPage />);
    fireEvent.change(await screen.findByLabelText('Domain'), { target: { value: 'order.example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));
    expect(await screen.findByText(/already serves another restaurant/)).toBeTruthy();
  });
});
