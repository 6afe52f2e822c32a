import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR_STATUS } from '@platter/domain';
import { AppError, registerErrorHandler } from './errors.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'That email is already registered.', [{ field: 'email', message: 'Taken.' }]);
  });
  app.post('/things', { schema: { body: z.object({ name: z.string().min(2, 'Name is too short.'), age: z.number() }) } }, async () => 'ok');
  app.get('/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'x' }) as never);
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('hides 5xx details behind one sentence', async () => {
    const app = await appWithRoutes();
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
    const bad = await app.inject('/bad-response');
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toEqual({ message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
  });

  it('maps AppError codes to their status', async () => {
    const app = await appWithRoutes();
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'That email is already registered.',
      code: 'CONFLICT',
      errors: [{ field: 'email', message: 'Taken.' }],
    });
  });

  it('turns validation failures into 400 with every field and the first message on top', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Name is too short.');
    expect(body.errors).toEqual([
      { field: 'name', message: 'Name is too short.' },
      { field: 'age', message: expect.any(String) },
    ]);
  });
});

describe('the error-code table in docs/api.md', () => {
  it('lists every code of API_ERROR_STATUS with its status, and no other', () => {
    const doc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map(([, code, status]) => [code, Number(status)]);
    expect(Object.fromEntries(rows)).toEqual(API_ERROR_STATUS);
    expect(rows).toHaveLength(Object.keys(API_ERROR_STATUS).length);
  });
});

describe('messages in the request language (issue 31)', () => {
  async function appOffering(offered: string[], fallback: string) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.decorateRequest('tenant', async function () {
      return { languages: { default: fallback, offered } } as never;
    });
    app.get('/conflict', async () => {
      throw new AppError('CONFLICT', 'That email is already registered.');
    });
    app.get('/unheard', async () => {
      throw new AppError('SLOT_FULL', 'The 19:00 slot has just filled up.');
    });
    app.post('/things', { schema: { body: z.object({ name: z.string().min(2, 'Name is too short.') }) } }, async () => 'ok');
    app.post('/prices', { schema: { body: z.object({ price: z.number().min(0, 'must not be negative'), colour: z.string().regex(/^#/, 'Use a colour such as #6a1b9a.') }) } }, async () => 'ok');
    await app.ready();
    return app;
  }

  it('answers in Portuguese when Accept-Language or the choice picks it among the offered', async () => {
    const app = await appOffering(['pt-PT', 'en-GB'], 'pt-PT');
    const ask = (url: string, headers: Record<string, string>) => app.inject({ url, headers }).then((r) => r.json<{ message: string; code: string }>());
    expect(await ask('/conflict', { 'accept-language': 'pt-PT,pt;q=0.9' })).toEqual({ message: 'Este e-mail já está registado.', code: 'CONFLICT' });
    expect(await ask('/conflict', { 'accept-language': 'en-GB,en;q=0.9' })).toEqual({ message: 'That email is already registered.', code: 'CONFLICT' });
    expect(await ask('/conflict', { 'accept-language': 'en', cookie: 'platter_lang=pt-PT' })).toMatchObject({ message: 'Este e-mail já está registado.' });
    // No language named: the restaurant's default. A text not yet in the catalogue: its code's message.
    expect(await ask('/conflict', {})).toMatchObject({ message: 'Este e-mail já está registado.' });
    expect(await ask('/unheard', { 'accept-language': 'pt' })).toEqual({ message: 'Essa hora já está cheia. Escolha outra.', code: 'SLOT_FULL' });

    const invalid = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x' }, headers: { 'accept-language': 'pt-PT' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'name: valor inválido.', code: 'VALIDATION_ERROR', errors: [{ field: 'name', message: 'name: valor inválido.' }] });
  });

  it('names the field before a translated rule message that follows it, as English does', async () => {
    const app = await appOffering(['pt-PT', 'en-GB'], 'pt-PT');
    const ask = (payload: object, language: string) =>
      app.inject({ method: 'POST', url: '/prices', payload, headers: { 'accept-language': language } }).then((r) => r.json<{ message: string; errors: unknown[] }>());
    expect(await ask({ price: -1, colour: '#fff' }, 'pt-PT')).toEqual({
      message: 'price: não pode ser negativo',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'price', message: 'não pode ser negativo' }],
    });
    expect(await ask({ price: -1, colour: '#fff' }, 'en-GB')).toEqual({
      message: 'price must not be negative',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'price', message: 'must not be negative' }],
    });
    // A message written as a sentence of its own reads alone, in either language.
    expect(await ask({ price: 1, colour: 'red' }, 'pt-PT')).toMatchObject({ message: 'Use uma cor como #6a1b9a.', errors: [{ field: 'colour', message: 'Use uma cor como #6a1b9a.' }] });
    expect(await ask({ price: 1, colour: 'red' }, 'en-GB')).toMatchObject({ message: 'Use a colour such as #6a1b9a.' });
  });

  it('answers Fastify’s own refusals (bad JSON, an empty body, a type it does not take) in Portuguese too', async () => {
    const app = await appOffering(['pt-PT', 'en-GB'], 'pt-PT');
    const send = (body: string, type: string, language: string) =>
      app.inject({ method: 'POST', url: '/things', payload: body, headers: { 'content-type': type, 'accept-language': language } }).then((r) => ({ status: r.statusCode, ...r.json<{ message: string; code: string }>() }));
    expect(await send('{bad', 'application/json', 'pt-PT')).toEqual({ status: 400, message: "O corpo do pedido não é JSON válido, mas o content-type é 'application/json'.", code: 'BAD_REQUEST' });
    expect(await send('{bad', 'application/json', 'en-GB')).toEqual({ status: 400, message: "Body is not valid JSON but content-type is set to 'application/json'", code: 'BAD_REQUEST' });
    expect(await send('', 'application/json', 'pt-PT')).toMatchObject({ status: 400, message: "O corpo do pedido não pode estar vazio quando o content-type é 'application/json'." });
    expect(await send('name=x', 'application/x-www-form-urlencoded', 'pt-PT')).toMatchObject({ status: 415, message: 'Tipo de conteúdo não suportado: envie JSON.' });
  });

  it('stays English where Portuguese is not offered', async () => {
    const app = await appOffering(['en-GB'], 'en-GB');
    const res = await app.inject({ url: '/conflict', headers: { 'accept-language': 'pt-PT', cookie: 'platter_lang=pt-PT' } });
    expect(res.json()).toEqual({ message: 'That email is already registered.', code: 'CONFLICT' });
    const invalid = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x' }, headers: { 'accept-language': 'pt-PT' } });
    expect(invalid.json()).toMatchObject({ message: 'Name is too short.' });
  });
});
