import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../lib/api-client.ts';
import { staleOf } from './use-versioned-editor.ts';

const row = z.object({ _id: z.string(), version: z.number() });

describe('staleOf', () => {
  it('reads a 409 STALE_EDIT: the server’s words and the row as saved now', () => {
    const error = new ApiRequestError(409, { code: 'STALE_EDIT', message: 'Changed by Margaret Hale at 14:05.', current: { _id: 'a', version: 4 } } as never, 'fallback');
    expect(staleOf(error, row)).toEqual({ message: 'Changed by Margaret Hale at 14:05.', current: { _id: 'a', version: 4 } });
  });

  it('keeps the notice without the row when the answer carried none (or not one of the kind)', () => {
    const error = new ApiRequestError(409, { code: 'STALE_EDIT', message: 'Changed.', current: { name: 'x' } } as never, 'fallback');
    expect(staleOf(error, row)).toEqual({ message: 'Changed.', current: null });
  });

  it('is null for any other refusal or error', () => {
    expect(staleOf(new ApiRequestError(409, { code: 'CONFLICT', message: 'No.' } as never, 'fallback'), row)).toBeNull();
    expect(staleOf(new ApiRequestError(422, { code: 'STALE_EDIT', message: 'No.' } as never, 'fallback'), row)).toBeNull();
    expect(staleOf(new Error('offline'), row)).toBeNull();
  });
});
