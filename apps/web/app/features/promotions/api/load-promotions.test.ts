import { describe, expect, it, vi } from 'vitest';
import { apiClient, type ApiTransport } from '../../../lib/api-client.ts';
import { promotion } from '../promotions-test-fixtures.tsx';
import { loadPromotions } from './load-promotions.ts';

function api(answer: { status: number; body: unknown }) {
  const transport = vi.fn<ApiTransport>(async () => ({ ...answer, headers: {} }));
  return { transport, client: apiClient(transport) };
}

describe('loading the promotions page', () => {
  it("asks for Home's list (valid now, shown to diners) and splits the rewards from the offers", async () => {
    const welcome = promotion();
    const reward = promotion({ name: '£5 Off Reward', couponCode: null, pointsCost: 100 });
    const { client, transport } = api({ status: 200, body: { data: { promotions: [welcome, reward] } } });
    await expect(loadPromotions(client)).resolves.toEqual({ ok: true, offers: [welcome], rewards: [reward] });
    expect(transport).toHaveBeenCalledWith('/promotions/public?isValidNow=true&displayToCustomers=true', undefined);
  });

  it("is the server's message when the call fails, else Home's 'Could not load offers'", async () => {
    await expect(loadPromotions(api({ status: 500, body: { message: 'Something went wrong on our side.', code: 'INTERNAL' } }).client)).resolves.toEqual({
      ok: false,
      error: 'Something went wrong on our side.',
    });
    await expect(loadPromotions(api({ status: 0, body: null }).client)).resolves.toEqual({ ok: false, error: 'Could not load offers' });
  });
});
