/**
 * A stand-in for "another host" serving photos to the tenant import (provisioning/photo-fetch.ts):
 * a local HTTP server with a real JPEG, a 404, a page that is not a photo, an oversize body (with
 * and without Content-Length), a server too slow to answer, and redirects. Counts requests per path.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface PhotoServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  url(path: string): string;
  /** Requests per path. */
  hits: Map<string, number>;
  jpeg: Buffer;
  close(): Promise<void>;
}

/** A 640 × 480 JPEG with something in it (two colours), made with sharp. */
export function dishJpeg(colour = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 320, height: 480, channels: 3, background: { r: 30, g: 90, b: 30 } } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const SIXTEEN_MB = 16 * 1024 * 1024;

export async function startPhotoServer(): Promise<PhotoServer> {
  const jpeg = await dishJpeg();
  const other = await dishJpeg({ r: 20, g: 60, b: 200 });
  const hits = new Map<string, number>();
  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    switch (path) {
      case '/dish.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
        return res.end(jpeg);
      case '/other.jpg':
        // Declared as HTML on purpose: the bytes decide, never the type.
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(other);
      case '/page.html':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end('<!doctype html><title>Not a photo</title><p>Hello</p>');
      case '/huge.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': SIXTEEN_MB });
        return res.end(Buffer.alloc(SIXTEEN_MB, 0xff));
      case '/huge-chunked.jpg': {
        // No Content-Length: counted as it arrives.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(1024 * 1024, 0xff);
        let sent = 0;
        const more = () => {
          while (sent < 40 && !res.destroyed) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        return more();
      }
      case '/slow.jpg':
        // Never answers (until the server closes).
        pending.add(res);
        return;
      case '/redirect':
        res.writeHead(302, { location: '/dish.jpg' });
        return res.end();
      case '/loop':
        res.writeHead(301, { location: '/loop' });
        return res.end();
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        return res.end();
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not found');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    hits,
    jpeg,
    close: async () => {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
