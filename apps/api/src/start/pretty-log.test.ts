import { describe, expect, it } from 'vitest';
import { prettyLogFormatter } from './pretty-log.ts';

const at = new Date(2026, 10, 25, 14, 3, 22).getTime();
const json = (entry: object) => JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', ...entry });

describe('npm start on a terminal: readable, quieter logs', () => {
  it('one short line per request, none for a successful asset', () => {
    const format = prettyLogFormatter();
    expect(format(json({ reqId: 'req-1', req: { method: 'GET', url: '/menu' }, msg: 'incoming request' }))).toBeNull();
    expect(format(json({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' }))).toBe('14:03:22  GET /menu 200 12 ms');
    expect(format(json({ reqId: 'req-2', req: { method: 'GET', url: '/assets/app-1.js' }, msg: 'incoming request' }))).toBeNull();
    expect(format(json({ reqId: 'req-2', res: { statusCode: 200 }, responseTime: 1, msg: 'request completed' }))).toBeNull();
    expect(format(json({ reqId: 'req-3', req: { method: 'GET', url: '/assets/gone.js' }, msg: 'incoming request' }))).toBeNull();
    expect(format(json({ reqId: 'req-3', res: { statusCode: 404 }, responseTime: 1, msg: 'request completed' }))).toBe('14:03:22  GET /assets/gone.js 404 1 ms');
  });

  it('other lines as time, level when it matters, message and error', () => {
    const format = prettyLogFormatter();
    expect(format(json({ msg: 'Server listening at http://0.0.0.0:3000' }))).toBe('14:03:22  Server listening at http://0.0.0.0:3000');
    expect(format(json({ level: 50, msg: 'mail failed', err: { message: 'connect ECONNREFUSED' } }))).toBe('14:03:22  ERROR mail failed: connect ECONNREFUSED');
    expect(format('Seeded the demo restaurants.')).toBe('Seeded the demo restaurants.');
  });
});
