/**
 * The API document's rules for every route (openapi.ts), pinned on throwaway routes of a bare app,
 * so a route added later gets them without edits. The real document: src/openapi.test.ts.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authPlugin, staffOnly } from './auth.ts';
import { operationIdOf, registerApiDocument } from './openapi.ts';

const PREFIX = '/api/v1';
const schema = { tags: ['Probe'], summary: 'A probe', response: { 200: z.object({ ok: z.boolean() }) } };
const answer = async () => ({ ok: true });

interface Operation {
  operationId?: string;
  security?: unknown;
}

async function documentOf(routes: (app: FastifyInstance) => void): Promise<Record<string, Record<string, Operation>>> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The guard is made with the app; the database is never reached by these routes.
  await app.register(authPlugin, { db: {} as Database, config: { JWT_SECRET: 'x'.repeat(32), ACCESS_TOKEN_TTL_MINUTES: 15 } as Config });
  await registerApiDocument(app, { prefix: PREFIX, refreshCookie: 'session' });
  routes(app);
  await app.ready();
  try {
    return (app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
  } finally {
    await app.close();
  }
}

describe('the API document’s rules for every route', () => {
  it('names each operation by its method and path unless the route names it', async () => {
    const paths = await documentOf((app) => {
      app.get(`${PREFIX}/things`, { schema }, answer);
      app.patch(`${PREFIX}/things/:id/mark-done`, { schema }, answer);
      app.get(`${PREFIX}/things.csv`, { schema }, answer);
      app.get(`${PREFIX}/named`, { schema: { ...schema, operationId: 'listNamed' } }, answer);
    });
    expect(paths[`${PREFIX}/things`]!.get!.operationId).toBe('getThings');
    expect(paths[`${PREFIX}/things/{id}/mark-done`]!.patch!.operationId).toBe('patchThingsByIdMarkDone');
    expect(paths[`${PREFIX}/things.csv`]!.get!.operationId).toBe('getThingsCsv');
    expect(paths[`${PREFIX}/named`]!.get!.operationId).toBe('listNamed');
    expect(operationIdOf('GET', '/app-icons/:version/:file.png', PREFIX)).toBe('getAppIconsByVersionByFilePng');
  });

  it('asks for the bearer token behind a token guard or under /staff/, keeps a declared requirement, and marks the rest public', async () => {
    const paths = await documentOf((app) => {
      app.get(`${PREFIX}/open`, { schema }, answer);
      app.get(`${PREFIX}/mine`, { onRequest: app.authenticate, schema }, answer);
      app.get(`${PREFIX}/kitchen`, { preHandler: staffOnly(['Owner']), schema }, answer);
      app.get(`${PREFIX}/staff/rota`, { schema }, answer);
      app.get(`${PREFIX}/either`, { schema: { ...schema, security: [{}, { bearerAuth: [] }] } }, answer);
    });
    expect(paths[`${PREFIX}/open`]!.get!.security).toEqual([]);
    expect(paths[`${PREFIX}/mine`]!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(paths[`${PREFIX}/kitchen`]!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(paths[`${PREFIX}/staff/rota`]!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(paths[`${PREFIX}/either`]!.get!.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('leaves wildcard routes (the pages) out, and refuses one route for two methods without its own names', async () => {
    const paths = await documentOf((app) => {
      app.get(`${PREFIX}/kept`, { schema }, answer);
      app.route({ method: ['GET', 'HEAD'], url: '/*', handler: answer });
    });
    expect(Object.keys(paths)).toEqual([`${PREFIX}/kept`]);
    await expect(
      documentOf((app) => {
        app.route({ method: ['PUT', 'PATCH'], url: `${PREFIX}/both`, schema, handler: answer });
      }),
    ).rejects.toThrow('PUT, PATCH /api/v1/both: give each method its own route (or set an operationId).');
  });
});
