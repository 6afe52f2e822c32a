// The "static limit" of a page: the same server-rendered HTML with no JavaScript, which is as
// fast as that markup, its CSS and its images can be on screen. How it is made and served:
//
// 1. The page's HTML is fetched once from the real server with Lighthouse's mobile user agent
//    (so the server renders exactly what Lighthouse's browser gets), `accept-encoding: identity`.
// 2. Every <script> element is removed (inline and external, the React Router hydration data and
//    the JSON-LD included), and every <link rel="modulepreload"> and <link rel="preload"
//    as="script">. Stylesheets, fonts, image preloads and <img> stay as they are. The streamed
//    Suspense boundaries React leaves behind hold only those data scripts, so nothing that
//    shows is lost.
// 3. A node:http server in the benchmark's own process serves that HTML at the page's own path,
//    gzipped once up front (level 6), `content-type: text/html; charset=utf-8`, `cache-control:
//    no-store`.
// 4. Every other request (/assets/*, /api/v1/images/*, the restaurant's styles.css, the
//    favicon...) is proxied unchanged to the real server, with the real server's Host, and its
//    answer (status, headers, precompressed body) passed back as it is. The page keeps its
//    relative URLs and so stays same-origin: the app's assets are `Cross-Origin-Resource-Policy:
//    same-origin`, so loading them from the real server's origin would block them.
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export interface StaticPage {
  path: string;
  html: string;
  gzipBytes: number;
}

export interface StaticLimit {
  /** http://127.0.0.1:{port} */
  origin: string;
  pages: StaticPage[];
  close(): Promise<void>;
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b(?=[^>]*\brel=["']?modulepreload\b|[^>]*\bas=["']?script\b)[^>]*>/gi;

export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_LINK, '');
}

/** Fetches `paths` from `appOrigin` as `userAgent`, strips them and serves them with the proxy. */
export async function startStaticLimit(appOrigin: string, paths: readonly string[], userAgent: string): Promise<StaticLimit> {
  const app = new URL(appOrigin);
  const pages: StaticPage[] = [];
  const bodies = new Map<string, Buffer>();
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, app), { headers: { 'user-agent': userAgent, 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`GET ${pagePath}: ${response.status}`);
    const html = stripScripts(await response.text());
    if (/<script\b/i.test(html)) throw new Error(`${pagePath}: a <script> survived stripping`);
    const gzipped = gzipSync(html);
    bodies.set(pagePath, gzipped);
    pages.push({ path: pagePath, html, gzipBytes: gzipped.length });
  }

  const agent = new Agent({ keepAlive: true });
  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        agent,
        hostname: app.hostname,
        port: app.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: app.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${err.message}`);
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const body = req.method === 'GET' || req.method === 'HEAD' ? bodies.get(req.url ?? '') : undefined;
    if (!body) return proxy(req, res);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'no-store',
      vary: 'accept-encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
