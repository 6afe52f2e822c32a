/**
 * The API's OpenAPI document, served at /api/v1/docs (JSON at /api/v1/docs/json): @fastify/swagger
 * from each route's zod schemas (fastify-type-provider-zod). Three rules apply to every route, so a
 * new route follows them without edits (docs/reference/api-document.md):
 *  - a wildcard route (the storefront's pages, `/*`) is no API operation: it is left out;
 *  - every operation has an `operationId`: the route's own, else one made of its method and path
 *    (`PATCH /api/v1/orders/:id/cancel-my-order` → `patchOrdersByIdCancelMyOrder`), stable while
 *    the path is;
 *  - every operation says how it is called: the route's own `security`, else a bearer token for a
 *    route under /staff/ or behind a token guard (`app.authenticate`, `staffOnly`), else none
 *    (`security: []`: public).
 * apps/api/src/openapi.test.ts lints the document with @redocly/cli and checks real answers
 * against it with a strict validator.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isTokenGuard } from './auth.ts';

type SwaggerTransform = typeof jsonSchemaTransform;
type TransformInput = Parameters<SwaggerTransform>[0];

/** A security requirement that needs the bearer token (the scheme is named in `registerApiDocument`). */
export const BEARER = [{ bearerAuth: [] }];

/** `GET` and `/api/v1/products/:id` → `getProductsById`: the method, then each word of the path after the API's prefix. */
export function operationIdOf(method: string, url: string, prefix: string): string {
  const path = url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
  const words = path
    .replace(/:(\w+)/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flatMap((hooks) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []));
}

/** fastify-type-provider-zod's transform, then the document's rules above. */
export function apiDocumentTransform(prefix: string): SwaggerTransform {
  return (input: TransformInput) => {
    const route = input.route as RouteOptions;
    if (input.url.includes('*')) return { schema: { hide: true }, url: input.url };
    const result = jsonSchemaTransform(input);
    const schema = result.schema as Record<string, unknown> | undefined;
    if (!schema || schema.hide) return result;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    if (schema.operationId === undefined) {
      // One schema serves every method of a route: two methods would share one operationId.
      if (methods.length !== 1) throw new Error(`${methods.join(', ')} ${input.url}: give each method its own route (or set an operationId).`);
      schema.operationId = operationIdOf(methods[0]!, input.url, prefix);
    }
    if (schema.security === undefined) {
      const needsToken = input.url.startsWith(`${prefix}/staff/`) || hooksOf(route).some(isTokenGuard);
      schema.security = needsToken ? BEARER : [];
    }
    return result;
  };
}

/** The document and its page (Swagger UI) under `${prefix}/docs`; `refreshCookie` names the session's cookie. */
export async function registerApiDocument(app: FastifyInstance, { prefix, refreshCookie }: { prefix: string; refreshCookie: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platter storefront API',
        description:
          'Multi-tenant restaurant ordering. The restaurant is resolved from the Host header. ' +
          'Money is in major units with at most 2 decimals (the server checks it in minor units).',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Only POST /auth/refresh-token and /auth/logout read it (path /api/v1/auth, httpOnly).
          refreshCookie: { type: 'apiKey', in: 'cookie', name: refreshCookie },
        },
      },
    },
    transform: apiDocumentTransform(prefix),
  });
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs` });
}
