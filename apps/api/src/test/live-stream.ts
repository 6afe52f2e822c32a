/** Reads GET /restaurant/live from a listening server as a browser's EventSource would. */
import http from 'node:http';
import { API_PREFIX } from '../app.ts';

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every `ordering` event's data so far. */
  heard: unknown[];
  /** The next `ordering` event (or the one already heard at `index`), within `ms`. */
  event(index: number, ms?: number): Promise<unknown>;
  body: () => string;
  close(): void;
}

/** Opens the stream on `origin` for `host`, as EventSource would, and parses what arrives. */
export function openStream(origin: string, host: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${API_PREFIX}/restaurant/live`, { headers: { host, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } }, (res) => {
      let text = '';
      const heard: unknown[] = [];
      const waiting: (() => void)[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        heard.length = 0;
        for (const block of text.split('\n\n').slice(0, -1)) {
          const data = /^event: ordering\ndata: (.*)$/m.exec(block);
          if (data?.[1]) heard.push(JSON.parse(data[1]));
        }
        for (const wake of waiting.splice(0)) wake();
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        heard,
        body: () => text,
        event: (index, ms = 1_000) =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`No ordering event #${index} within ${ms} ms; got ${JSON.stringify(text)}`)), ms);
            const check = () => {
              if (heard.length > index) {
                clearTimeout(timer);
                done(heard[index]);
              } else waiting.push(check);
            };
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
