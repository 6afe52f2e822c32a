import { noContentResponse, userResponse } from '@platter/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiClient, ApiRequestError, type ApiTransport } from './api-client.ts';
import { testUser } from './test-fixtures.ts';

describe('ApiRequestError', () => {
  it("keeps the API's own code, message and field errors", () => {
    const error = new ApiRequestError(401, { message: 'User not authenticated.', code: 'UNAUTHORIZED', errors: [{ message: 'x' }] }, 'fallback');
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'User not authenticated.', fieldErrors: [{ message: 'x' }] });
  });

  it('names what the API did not: no answer, or an answer that is not its error body', () => {
    expect(new ApiRequestError(0, null, 'Offline.')).toMatchObject({ code: 'NETWORK_ERROR', message: 'Offline.' });
    expect(new ApiRequestError(502, null, 'Bad gateway.').code).toBe('HTTP_ERROR');
    // A proxy's body with a code of its own is not taken for one of ours.
    expect(new ApiRequestError(503, { message: 'Down for maintenance', code: 'MAINTENANCE' }, 'fallback').code).toBe('HTTP_ERROR');
  });
});

describe('apiClient: every answer checked by its contract', () => {
  const answering = (status: number, body: unknown): ApiTransport => async () => ({ status, body, headers: {} });

  it('gives back the parsed answer', async () => {
    const user = testUser();
    await expect(apiClient(answering(200, { data: { user } })).get('/users/me', userResponse)).resolves.toEqual({ data: { user } });
    // A 204 reads as null, which its contract names.
    await expect(apiClient(answering(204, null)).send('/favorites/x', { method: 'PUT' }, noContentResponse)).resolves.toBeNull();
  });

  it("fails a wrong answer's call with its own text (INVALID_RESPONSE), and logs the mismatch once per call", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = apiClient(answering(200, { data: { user: { name: 'Ada' } } }));
    for (let call = 0; call < 3; call++) {
      await expect(api.get('/users/me?fresh=1', userResponse, 'Could not load your profile.')).rejects.toMatchObject({
        name: 'ApiRequestError',
        code: 'INVALID_RESPONSE',
        status: 200,
        message: 'Could not load your profile.',
        serverMessage: null,
      });
    }
    const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('API answer of GET /users/me '));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/does not match its contract: data\.user\._id: /);
    logged.mockRestore();
  });

  it('keeps a refusal an ApiRequestError with the server\'s words, unchecked by the success contract', async () => {
    await expect(apiClient(answering(404, { message: 'Order not found.', code: 'NOT_FOUND' })).get('/orders/x', userResponse)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Order not found.' });
  });

  it("downloads a file's bytes with the server's name for it", async () => {
    const blob = new Blob(['a,b']);
    const api = apiClient(async (_path, init) => ({ status: 200, body: init?.expect === 'file' ? blob : null, headers: { 'content-disposition': 'attachment; filename="orders-2026-10-25.csv"' } }));
    await expect(api.download('/staff/reports/orders.csv')).resolves.toEqual({ blob, filename: 'orders-2026-10-25.csv' });
  });
});
