import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';

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
