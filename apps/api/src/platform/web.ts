import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Config } from '../config.ts';

interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * Every path that is not /api is the storefront: React Router's server build renders it,
 * with a load context whose `api` calls this same Fastify app in-process (inject), so
 * tenancy, validation and serialisation are the same code for SSR and the browser.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  if (config.WEB_MODE === 'off') return;

  let loadBuild: () => Promise<ServerBuild>;
  let devMiddleware: ((req: FastifyRequest['raw'], res: FastifyReply['raw'], next: () => void) => void) | null = null;

  if (config.WEB_MODE === 'dev') {
    const webRoot = path.resolve(config.WEB_BUILD_DIR, '..');
    // vite is a dev dependency of the web app; only development loads it.
    const vite = await import('vite');
    // HMR rides on this server's own port, so several dev servers can run side by side.
    const server = await vite.createServer({
      root: webRoot,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    devMiddleware = server.middlewares;
    loadBuild = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => server.close());
  } else {
    const serverEntry = path.join(config.WEB_BUILD_DIR, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build" first, or set WEB_MODE=off.`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(config.WEB_BUILD_DIR, 'client'),
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else revalidates.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const listener = createRequestListener({
    build: loadBuild,
    mode: config.WEB_MODE === 'dev' ? 'development' : 'production',
    getLoadContext: async (request) => {
      const host = new URL(request.url).host;
      const api = async (apiPath: string, init: ApiRequestInit = {}) => {
        const options: InjectOptions = {
          method: init.method ?? 'GET',
          url: `/api/v1${apiPath}`,
          headers: { ...init.headers, host },
        };
        if (init.body !== undefined) options.payload = init.body as InjectOptions['payload'];
        const answer = await app.inject(options);
        let body: unknown = null;
        try {
          body = answer.body ? JSON.parse(answer.body) : null;
        } catch {
          body = answer.body;
        }
        return { status: answer.statusCode, body, headers: answer.headers as Record<string, string> };
      };
      const tenant = await api('/restaurants/public/-');
      const ok = tenant.status === 200;
      const body = tenant.body as { data?: { restaurant?: unknown }; message?: string } | null;
      return {
        api,
        restaurant: ok ? (body?.data?.restaurant ?? null) : null,
        tenantError: ok ? null : { status: tenant.status, message: body?.message ?? 'Unknown problem.' },
      };
    },
  });

  const renderPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    // Headers set by plugins (helmet) live on the Fastify reply; copy them to the raw one.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    const render = () => void listener(request.raw, reply.raw);
    if (devMiddleware) devMiddleware(request.raw, reply.raw, render);
    else render();
  };

  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: renderPage });
}
