/**
 * `npm start` on a terminal: the server's JSON log lines (pino) as short readable lines, one per
 * request (`14:03:22  GET /menu 200 12 ms`), without the "incoming request" half or the
 * successful asset and health requests. Anything else (piped, CI, production) keeps the JSON.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Requests that say nothing when they succeed. */
const QUIET_PATH = /^\/(assets\/|favicon|health$|ready$|socket\.io\/)/;

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/** A formatter keeping each request's method and path until it completes; null: say nothing. */
export function prettyLogFormatter(): (line: string) => string | null {
  const pending = new Map<string, string>();
  return (line) => {
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      return line;
    }
    if (typeof entry !== 'object' || entry === null) return line;
    const level = entry.level ?? 30;
    if (entry.msg === 'incoming request' && entry.reqId && entry.req) {
      pending.set(entry.reqId, `${entry.req.method ?? ''} ${entry.req.url ?? ''}`);
      return null;
    }
    if (entry.msg === 'request completed' && entry.reqId) {
      const request = pending.get(entry.reqId) ?? '';
      pending.delete(entry.reqId);
      const status = entry.res?.statusCode ?? 0;
      if (status < 400 && QUIET_PATH.test(request.split(' ')[1] ?? '')) return null;
      const ms = entry.responseTime === undefined ? '' : ` ${Math.round(entry.responseTime)} ms`;
      return `${clock(entry.time)}  ${request} ${status}${ms}`;
    }
    const label = level >= 40 ? `${LEVELS[level] ?? level} ` : '';
    const error = entry.err?.message ? `: ${entry.err.message}` : '';
    return `${clock(entry.time)}  ${label}${entry.msg ?? ''}${error}`;
  };
}

/** Copies `from` to `to` line by line through the formatter. */
export function prettyPrint(from: Readable, to: Writable): void {
  const format = prettyLogFormatter();
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    const text = format(line);
    if (text !== null) to.write(`${text}\n`);
  });
}
