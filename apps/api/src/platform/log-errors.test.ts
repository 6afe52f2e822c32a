import { expect, it } from 'vitest';
import { pino, type DestinationStream } from 'pino';
import { sql } from 'drizzle-orm';
import { insertUser } from '../modules/users/queries.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { serializeError } from './log-errors.ts';

const EMAIL = 'private.person@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$AAAAsecretHashValueAAAA';
const PHONE = '07700 900123';

/** One logger as the app builds it (same serializer), writing into memory. */
function capture() {
  const lines: string[] = [];
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  return { log: pino({ serializers: { err: serializeError } }, stream), text: () => lines.join('\n') };
}

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected the query to fail');
}

describeEachDatabase('database errors in the log', (t) => {
  it('keep the statement and SQLSTATE code but never a parameter (e-mail, password hash) or a quoted value', async () => {
    await insertUser(t.db, { email: EMAIL, name: 'Private Person', passwordHash: HASH });
    const duplicate = await failure(() => insertUser(t.db, { email: EMAIL, name: 'Private Person', passwordHash: HASH }));
    // PostgreSQL quotes the value it could not read: 'invalid input syntax for type uuid: "07700 900123"'.
    const badUuid = await failure(() => t.db.execute(sql`select * from users where id = ${PHONE}`));

    const { log, text } = capture();
    log.error({ err: duplicate }, 'request failed');
    log.error({ err: badUuid }, 'request failed');
    const written = text();

    for (const secret of [EMAIL, HASH, 'Private Person', PHONE]) expect(written).not.toContain(secret);
    expect(written).toContain('insert into \\"users\\"');
    expect(written).toContain('23505'); // unique_violation
    expect(written).toContain('22P02'); // invalid_text_representation
    expect(written).toContain('invalid input syntax for type uuid');
  });
});

it('writes the message of a warning that logs only `{ err: { message } }` (Redis, readiness), not "[object Object]"', () => {
  const { log, text } = capture();
  log.warn({ err: { message: 'connect ECONNREFUSED 127.0.0.1:6379' } }, 'redis connection problem');
  log.warn({ err: { code: 'ETIMEDOUT', message: 'Connection is closed.' } }, 'readiness: Redis is not reachable.');
  const lines = text().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { err: { message: string; code?: string } });
  expect(lines.map((line) => line.err)).toEqual([
    { type: 'object', message: 'connect ECONNREFUSED 127.0.0.1:6379', stack: '' },
    { type: 'object', message: 'Connection is closed.', code: 'ETIMEDOUT', stack: '' },
  ]);
  expect(text()).not.toContain('[object Object]');
});
