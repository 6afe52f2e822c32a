/**
 * The answers a diner or a member of staff meets, in natural Portuguese with their values (issue 40
 * item 21): account and address successes, a taken e-mail, a wrong or unchanged password, an
 * unknown address, a cancellation or a move the order no longer allows, a move another tablet
 * made first, and a changed price, each on Tasca do Porto with `Accept-Language: pt-PT`.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { orderResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import { registerDiner, registerStaff, sessionOf, type Session } from '../test/auth.ts';
import { loadStorefront, orderBody, placeOrderAs, type Storefront } from '../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../test/test-app.ts';

const TASCA = 'tasca-do-porto.localhost';
/** A Tuesday, 14:00 in Porto: Tasca is open. */
const now = new Date('2026-06-02T13:00:00Z');
const pt = { host: TASCA, 'accept-language': 'pt-PT' };

describeEachDatabase(
  'answers in Portuguese',
  (t: TestApp) => {
    let tasca: Storefront;
    let owner: Session;
    let diner: Session;
    /** Orders with a session of its own (the first test signs its diner out). */
    let buyer: Session;
    const email = `ines-${randomUUID().slice(0, 8)}@example.com`;

    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object, session?: Session) =>
      t.app.inject({ method, url: `${API_PREFIX}${path}`, headers: { ...pt, ...(session?.headers ?? {}) }, ...(payload ? { payload } : {}) });
    const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

    beforeAll(async () => {
      tasca = await loadStorefront(t.app, TASCA);
      owner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
      buyer = await registerDiner(t.app);
    });

    it('answers the account’s and the addresses’ successes and refusals in Portuguese', async () => {
      const registered = await call('POST', '/auth/register', { name: 'Inês Ferreira', email, password: 'Segredo#123' });
      expect(registered.statusCode, registered.body).toBe(201);
      expect(message(registered)).toBe('Conta criada com sucesso!');
      diner = sessionOf(registered);

      const taken = await call('POST', '/auth/register', { name: 'Inês', email, password: 'Segredo#123' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: 'Já existe uma conta com este e-mail.', errors: [{ field: 'email', message: 'Já existe uma conta com este e-mail.' }] });

      expect(message(await call('POST', '/auth/login', { email, password: 'Segredo#123' }))).toBe('Sessão iniciada com sucesso!');
      expect(message(await call('PUT', '/users/me', { name: 'Inês Ferreira' }, diner))).toBe('Perfil atualizado com sucesso!');
      const added = await call('POST', '/users/me/addresses', { street: 'Rua de Santa Catarina 1', city: 'Porto', postcode: '4000-001', country: 'Portugal' }, diner);
      expect(message(added)).toBe('Nova morada adicionada com sucesso!');
      const unknown = await call('DELETE', `/users/me/addresses/${randomUUID()}`, undefined, diner);
      expect([unknown.statusCode, message(unknown)]).toEqual([404, 'Morada não encontrada.']);

      const wrong = await call('PUT', '/users/me/change-password', { currentPassword: 'Errada#123', newPassword: 'Nova#1234' }, diner);
      expect(wrong.json()).toMatchObject({ message: 'A palavra-passe atual está incorreta.', errors: [{ field: 'currentPassword', message: 'A palavra-passe atual está incorreta.' }] });
      const same = await call('PUT', '/users/me/change-password', { currentPassword: 'Segredo#123', newPassword: 'Segredo#123' }, diner);
      expect(message(same)).toBe('A nova palavra-passe tem de ser diferente da atual.');
      expect(message(await call('POST', '/auth/logout', undefined, diner))).toBe('Sessão terminada.');
    });

    it('refuses a cancellation, a move the order no longer allows and a move made first elsewhere, naming the order and its status', async () => {
      const order: Order = await placeOrderAs(t.app, tasca, buyer, { lines: [{ product: tasca.byName('Francesinha') }], orderType: 'Pickup' });
      const moved = await call('PATCH', `/staff/orders/${order._id}/status`, { status: 'Confirmed' }, owner);
      expect(message(moved)).toBe(`A encomenda n.º ${order.orderNumber} está agora confirmada.`);

      const cancel = await call('PATCH', `/orders/${order._id}/cancel-my-order`, undefined, buyer);
      expect(cancel.statusCode, cancel.body).toBe(409);
      expect(message(cancel)).toBe('Esta encomenda já não pode ser cancelada: já está confirmada. Contacte o restaurante.');

      const illegal = await call('PATCH', `/staff/orders/${order._id}/status`, { status: 'Delivered' }, owner);
      expect([illegal.statusCode, message(illegal)]).toEqual([409, 'Uma encomenda que está confirmada não pode passar a «Entregue».']);

      const late = await call('PATCH', `/staff/orders/${order._id}/status`, { status: 'Confirmed', fromStatus: 'Pending Confirmation' }, owner);
      expect(late.json()).toMatchObject({ code: 'ORDER_MOVED_ON', message: `A encomenda n.º ${order.orderNumber} já mudou de estado: está confirmada.` });

      // English answers as before.
      const english = await t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/staff/orders/${order._id}/status`,
        headers: { host: TASCA, 'accept-language': 'en-GB', ...owner.headers },
        payload: { status: 'Confirmed', fromStatus: 'Pending Confirmation' },
      });
      expect(message(english)).toBe(`Order #${order.orderNumber} has already moved on: it is Confirmed now.`);
    });

    it('says where the order is now in sentences that read', async () => {
      const order = await placeOrderAs(t.app, tasca, buyer, { lines: [{ product: tasca.byName('Francesinha') }], orderType: 'Pickup' });
      const said = [];
      for (const status of ['Confirmed', 'Preparing', 'Ready for Pickup', 'Completed'] as const) said.push(message(await call('PATCH', `/staff/orders/${order._id}/status`, { status }, owner)));
      const n = order.orderNumber;
      expect(said).toEqual([
        `A encomenda n.º ${n} está agora confirmada.`,
        `A encomenda n.º ${n} está agora em preparação.`,
        `A encomenda n.º ${n} está agora pronta para levantamento.`,
        `A encomenda n.º ${n} foi concluída.`,
      ]);
    });

    it('names the dish whose price changed and its new price, written the Portuguese way', async () => {
      const body = orderBody(tasca, { lines: [{ product: tasca.byName('Francesinha') }], orderType: 'Pickup' });
      const cheap = { ...body, items: body.items.map((item) => ({ ...item, unitPrice: 1, itemSubtotal: 1 })) };
      const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/orders`, headers: { ...pt, 'idempotency-key': randomUUID(), ...buyer.headers }, payload: cheap });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PRICES_CHANGED',
        message: 'Os preços mudaram desde que adicionou estes artigos (Francesinha). Reveja o seu cesto.',
        errors: [{ field: 'items.0.unitPrice', message: 'Francesinha custa agora 13,50\u00a0€ cada.' }],
      });
      expect(orderResponse.safeParse(res.json()).success).toBe(false);
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '10000' } },
);
