/**
 * Printed tickets (issue 29): an accepted order's ticket reaches a network printer (the stand-in
 * decodes its ESC/POS) exactly once, whoever accepts and however many workers poll; a printer that
 * is off is retried and shown as not printed; an interrupted send is never printed again by itself.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, printJobsResponse, testPrintResponse, type Order, type Printer } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { printJobs, restaurantPrinters } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { PrinterStandIn, ticketsPrinted } from '../../test/printer-stand-in.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import type { ResolveHost } from './address-rule.ts';
import { PrintWorker } from './worker.ts';

const HOST = 'localhost';
let now = new Date('2026-06-02T13:00:00Z');
const quiet = { warn: () => undefined, error: () => undefined };
/** The stub resolver's answers, and the names it was asked: a name the system cannot resolve leads to the stand-in. */
const lookups: string[] = [];
const resolve: ResolveHost = async (host) => {
  lookups.push(host);
  if (host === 'kitchen-printer') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'cloud-printer') return [{ address: '169.254.169.254', family: 4 }];
  throw new Error(`getaddrinfo ENOTFOUND ${host}`);
};

describeEachDatabase(
  'printed tickets',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session;
    let staff: Session;
    let manager: Session;
    let owner: Session;
    const printer = new PrinterStandIn();

    const call = (method: 'GET' | 'PATCH' | 'POST', url: string, session: Session, payload?: object) =>
      t.app.inject({ method, url: `${API_PREFIX}${url}`, headers: { host: HOST, ...session.headers }, ...(payload ? { payload } : {}) });
    const accept = (order: Order, by: Session) => call('PATCH', `/staff/orders/${order._id}/status`, by, { status: 'Confirmed', fromStatus: 'Pending Confirmation' });
    const jobsOf = async (order: Order) => printJobsResponse.parse((await call('GET', '/staff/print-jobs', staff)).json()).data.jobs.filter((j) => j.orderId === order._id);
    const pizzaOrder = () =>
      placeOrderAs(t.app, gf, diner, {
        lines: [{ product: gf.byName('Margherita'), quantity: 2, choose: ['Large 12"', 'Pepperoni'] }, { product: gf.byName('House Salad') }],
        orderType: 'Pickup',
        customerNotes: 'No basil on one of them, please',
      });
    const usePrinters = async (printers: Printer[]) => {
      await t.db.update(restaurantPrinters).set({ printers }).where(eq(restaurantPrinters.restaurantId, gf.restaurant._id));
    };

    beforeAll(async () => {
      await printer.start();
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app, { name: 'Zoë Ashcombe' });
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });
    afterAll(async () => printer.stop());
    beforeEach(async () => {
      now = new Date('2026-06-02T13:00:00Z');
      await usePrinters([{ name: 'Kitchen', host: '127.0.0.1', port: printer.port, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] }]);
      await t.app.printing.drain();
      printer.tickets.length = 0;
    });

    it('prints the kitchen ticket of an accepted order: every option with its quantity, the note, the number', async () => {
      const order = await pizzaOrder();
      expect((await accept(order, staff)).statusCode).toBe(200);
      // The accept woke the worker; a drain waits for its pass.
      await t.app.printing.drain();
      const [ticket] = await ticketsPrinted(printer, 1);
      expect(ticket).toContain(`#${order.orderNumber}`);
      expect(ticket).toContain('PICKUP ASAP');
      expect(ticket).toContain('Zoë Ashcombe');
      expect(ticket).toMatch(/^2 x Margherita$/m);
      expect(ticket).toMatch(/^ {4}2 x Size: Large 12"$/m);
      expect(ticket).toMatch(/^ {4}2 x .*: Pepperoni$/m);
      expect(ticket).toMatch(/^1 x House Salad$/m);
      expect(ticket).toContain('NOTE: No basil on one of them, please');
      expect(ticket).not.toMatch(/x1\b|1 x Pepperoni/);
      expect((await jobsOf(order)).map((j) => [j.state, j.printerName, j.ticket, j.cause])).toEqual([['printed', 'Kitchen', 'kitchen', 'accept']]);
    });

    it('prints one ticket when two tablets accept at once and two processes poll', async () => {
      const order = await pizzaOrder();
      const answers = await Promise.all([accept(order, staff), accept(order, manager)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const other = new PrintWorker(t.db, () => now, 60_000, quiet, t.app.printerAddresses);
      await Promise.all([t.app.printing.drain(), other.drain()]);
      expect(await ticketsPrinted(printer, 1)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(printer.tickets).toHaveLength(1);
      expect(await jobsOf(order)).toHaveLength(1);
    });

    it('shows a ticket as not printed while the printer is off, and prints it once when it is back', async () => {
      await printer.stop();
      const order = await pizzaOrder();
      expect((await accept(order, staff)).statusCode).toBe(200);
      await t.app.printing.drain();
      const [waiting] = await jobsOf(order);
      expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, printedAt: null });
      // No socket details (ECONNREFUSED, the address): the board is no port scanner.
      expect(waiting!.lastError).toBe('Kitchen could not be reached.');
      // Not due again before its backoff.
      expect(await t.app.printing.drain()).toEqual({ printed: 0, retried: 0, uncertain: 0, failed: 0 });
      expect((await jobsOf(order))[0]!.attempts).toBe(1);
      await printer.start();
      now = new Date(now.getTime() + 6_000);
      expect(await t.app.printing.drain()).toEqual({ printed: 1, retried: 0, uncertain: 0, failed: 0 });
      expect(await ticketsPrinted(printer, 1)).toHaveLength(1);
      expect((await jobsOf(order))[0]).toMatchObject({ state: 'printed', attempts: 2, lastError: null });
    });

    it('after a process died holding a job: prints one it had not started sending, never one it was sending', async () => {
      const notStarted = await pizzaOrder();
      const midSend = await pizzaOrder();
      // Off while they are accepted, so that this process's worker does not print them first.
      await printer.stop();
      await accept(notStarted, staff);
      await accept(midSend, staff);
      await t.app.printing.drain();
      await printer.start();
      // As a killed process leaves them: claimed (before connecting) and sending (after), leases run out.
      const lapsed = new Date(now.getTime() - 1_000);
      await t.db.update(printJobs).set({ status: 'claimed', leaseUntil: lapsed, attempts: 1 }).where(eq(printJobs.orderId, notStarted._id));
      await t.db.update(printJobs).set({ status: 'sending', leaseUntil: lapsed, attempts: 1 }).where(eq(printJobs.orderId, midSend._id));
      expect(await t.app.printing.drain()).toEqual({ printed: 1, retried: 0, uncertain: 1, failed: 0 });
      const tickets = await ticketsPrinted(printer, 1);
      expect(tickets).toHaveLength(1);
      expect(tickets[0]).toContain(`#${notStarted.orderNumber}`);
      expect((await jobsOf(midSend))[0]).toMatchObject({ state: 'uncertain', lastError: 'Printing was interrupted; the ticket may not have printed.' });
      // Staff reprint it from the board.
      const reprint = await call('POST', `/staff/orders/${midSend._id}/print`, staff, {});
      expect(reprint.statusCode, reprint.body).toBe(202);
      expect(printJobsResponse.parse(reprint.json()).data.jobs.map((j) => [j.cause, j.state])).toEqual([['reprint', 'waiting']]);
      await t.app.printing.drain();
      expect((await ticketsPrinted(printer, 2))[1]).toContain(`#${midSend.orderNumber}`);
    });

    it('prints a packing ticket with prices on a second, 58 mm printer; reprints only what is asked', async () => {
      const packing = new PrinterStandIn();
      await packing.start();
      try {
        await usePrinters([
          { name: 'Kitchen', host: '127.0.0.1', port: printer.port, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] },
          { name: 'Pass', host: '127.0.0.1', port: packing.port, paperWidth: 58, autoPrint: true, tickets: ['packing'] },
        ]);
        const order = await pizzaOrder();
        await accept(order, staff);
        await t.app.printing.drain();
        expect(await ticketsPrinted(printer, 1)).toHaveLength(1);
        const [slip] = await ticketsPrinted(packing, 1);
        expect(slip!.split('\n')[0]).toBe('PACKING');
        expect(slip).toMatch(new RegExp(`^TOTAL +£${order.totalAmount.toFixed(2)}$`, 'm'));
        for (const line of slip!.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
        const again = await call('POST', `/staff/orders/${order._id}/print`, staff, { printer: 'pass' });
        expect(printJobsResponse.parse(again.json()).data.jobs.map((j) => j.printerName)).toEqual(['Pass']);
        await t.app.printing.drain();
        expect(await ticketsPrinted(packing, 2)).toHaveLength(2);
        expect(printer.tickets).toHaveLength(1);
      } finally {
        await packing.stop();
      }
    });

    it('refuses a reprint with no printer to send it to, and an order of another restaurant', async () => {
      const order = await pizzaOrder();
      await usePrinters([]);
      const none = await call('POST', `/staff/orders/${order._id}/print`, staff, {});
      expect(none.statusCode).toBe(409);
      expect(apiErrorSchema.parse(none.json()).message).toBe('No printer is set up for this restaurant yet.');
      const tascaOwner = await registerStaff(t.app, t.db, (await loadStorefront(t.app, 'tasca-do-porto.localhost')).restaurant._id, 'Owner');
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/staff/orders/${order._id}/print`,
        headers: { host: 'tasca-do-porto.localhost', ...tascaOwner.headers },
        payload: {},
      });
      expect(elsewhere.statusCode).toBe(404);
      expect((await call('POST', `/staff/orders/${order._id}/print`, diner, {})).statusCode).toBe(403);
    });

    it('connects to the address the rule judged, looking the name up once (a second answer could be another address)', async () => {
      await usePrinters([{ name: 'Kitchen', host: 'kitchen-printer', port: printer.port, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] }]);
      lookups.length = 0;
      const order = await pizzaOrder();
      await accept(order, staff);
      await t.app.printing.drain();
      // The system's resolver does not know kitchen-printer: the ticket came out because the socket went to the judged 127.0.0.1.
      expect(await ticketsPrinted(printer, 1)).toHaveLength(1);
      expect(lookups.filter((name) => name === 'kitchen-printer')).toEqual(['kitchen-printer']);
      expect((await jobsOf(order))[0]).toMatchObject({ state: 'printed' });
    });

    it('never connects to an address the rule refuses, even one stored before the rule (the stand-in listens there)', async () => {
      const refused = ['0x7f000001', '2130706433', 'localhost', 'cloud-printer', '169.254.169.254'];
      await usePrinters(refused.map((host, i) => ({ name: `P${i + 1}`, host, port: printer.port, paperWidth: 80 as const, autoPrint: true, tickets: ['kitchen' as const] })));
      const connections = printer.connections;
      const order = await pizzaOrder();
      await accept(order, staff);
      await t.app.printing.drain();
      expect(printer.connections).toBe(connections);
      const jobs = await jobsOf(order);
      expect(jobs.map((j) => [j.printerName, j.state, j.lastError]).sort()).toEqual(refused.map((_host, i) => [`P${i + 1}`, 'waiting', `P${i + 1} could not be reached.`]));
      expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    });

    describe('a test page from the back office', () => {
      const testPrint = async (by: Session, printerName: string, host = HOST) => {
        const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/staff/settings/printers/test-print`, headers: { host, ...by.headers }, payload: { printer: printerName } });
        return { status: res.statusCode, body: res.json() as unknown };
      };
      const followed = async (id: string, by: Session = manager) => testPrintResponse.parse((await call('GET', `/staff/settings/printers/test-print/${id}`, by)).json()).data.testPrint;

      it('prints once, however often it is asked while it waits, and says it printed; the board never lists it', async () => {
        await t.app.printing.stop();
        const first = testPrintResponse.parse((await testPrint(manager, 'kitchen')).body).data.testPrint;
        const second = testPrintResponse.parse((await testPrint(owner, 'Kitchen')).body).data.testPrint;
        expect(first).toMatchObject({ printerName: 'Kitchen', state: 'waiting', printedAt: null });
        expect(second._id).toBe(first._id);
        t.app.printing.start();
        await t.app.printing.drain();
        const [page] = await ticketsPrinted(printer, 1);
        expect(page!.split('\n')[0]).toBe('TEST PAGE');
        expect(page).toContain('Printer: Kitchen');
        expect(page).toContain('€ £ — – “ ” ‘ ’ …');
        expect(await followed(first._id)).toMatchObject({ state: 'printed' });
        await t.app.printing.drain();
        expect(printer.tickets).toHaveLength(1);
        expect((await call('GET', '/staff/print-jobs', staff)).statusCode).toBe(200);
        expect(printJobsResponse.parse((await call('GET', '/staff/print-jobs', staff)).json()).data.jobs.some((j) => j._id === first._id)).toBe(false);
      });

      it('says at once that a printer could not be reached, never retries it by itself, and prints when asked again', async () => {
        await printer.stop();
        const asked = testPrintResponse.parse((await testPrint(manager, 'Kitchen')).body).data.testPrint;
        await t.app.printing.drain();
        expect(await followed(asked._id)).toMatchObject({ state: 'failed', printedAt: null });
        await printer.start();
        now = new Date(now.getTime() + 120_000);
        await t.app.printing.drain();
        expect(printer.tickets).toHaveLength(0);
        const again = testPrintResponse.parse((await testPrint(manager, 'Kitchen')).body).data.testPrint;
        expect(again._id).not.toBe(asked._id);
        await t.app.printing.drain();
        expect(await ticketsPrinted(printer, 1)).toHaveLength(1);
        expect(await followed(again._id)).toMatchObject({ state: 'printed' });
      });

      it('prints in the restaurant’s language, the euro as it is written', async () => {
        const tasca = await loadStorefront(t.app, 'tasca-do-porto.localhost');
        const tascaManager = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Manager');
        const printers = [{ name: 'Cozinha', host: '127.0.0.1', port: printer.port, paperWidth: 58, autoPrint: false, tickets: ['kitchen'] }];
        await t.db.update(restaurantPrinters).set({ printers: printers as Printer[] }).where(eq(restaurantPrinters.restaurantId, tasca.restaurant._id));
        expect((await testPrint(tascaManager, 'Cozinha', 'tasca-do-porto.localhost')).status).toBe(202);
        await t.app.printing.drain();
        const [page] = await ticketsPrinted(printer, 1);
        expect(page!.split('\n').slice(0, 2)).toEqual(['PÁGINA DE TESTE', 'Tasca do Porto']);
        expect(page).toMatch(/^Valor +1234,50\u00a0€$/m);
        expect(page).not.toContain('?');
      });

      it('refuses a printer that is not saved, Staff, and another restaurant’s test page', async () => {
        const none = await testPrint(manager, 'Bar');
        expect(none.status).toBe(409);
        expect(apiErrorSchema.parse(none.body).message).toBe('There is no saved printer named Bar: save the printers first, then test.');
        expect((await testPrint(staff, 'Kitchen')).status).toBe(403);
        await t.app.printing.stop();
        const ours = testPrintResponse.parse((await testPrint(manager, 'Kitchen')).body).data.testPrint;
        t.app.printing.start();
        const tascaOwner = await registerStaff(t.app, t.db, (await loadStorefront(t.app, 'tasca-do-porto.localhost')).restaurant._id, 'Owner');
        const elsewhere = await t.app.inject({ url: `${API_PREFIX}/staff/settings/printers/test-print/${ours._id}`, headers: { host: 'tasca-do-porto.localhost', ...tascaOwner.headers } });
        expect(elsewhere.statusCode).toBe(404);
        await t.app.printing.drain();
      });
    });
  },
  // The stand-in printer listens on 127.0.0.1, which only the operator's PRINTER_ALLOWED_NETWORKS lets a printer be.
  { clock: () => now, env: { PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32' }, printerNetwork: { resolve } },
);
