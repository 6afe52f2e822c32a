// The realtime benchmark's kitchen: PATCH /api/v1/staff/orders/{id}/status as the owner, open
// loop at a fixed rate (each change leaves at its scheduled time whether or not the previous
// answered, so a slow server shows up as latency, not as a lower rate), each order walking its
// workflow one step per pass over the orders.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { EventLedger } from './realtime-clients.ts';
import { WORKFLOW, type BenchOrder } from './realtime-protocol.ts';

export interface Step {
  orderId: string;
  status: string;
}

/** `count` steps: the first move of every order, then the second of every order, and so on. */
export function schedule(orders: readonly BenchOrder[], count: number): Step[] {
  const steps: Step[] = [];
  const passes = Math.max(...Object.values(WORKFLOW).map((w) => w.length));
  for (let pass = 0; pass < passes; pass++) {
    for (const order of orders) {
      const status = WORKFLOW[order.orderType][pass];
      if (status) steps.push({ orderId: order.orderId, status });
    }
  }
  if (steps.length < count) throw new Error(`${orders.length} orders make only ${steps.length} of the ${count} changes asked for.`);
  return steps.slice(0, count);
}

export interface StaffClient {
  /** The answer's status code (0 for a transport error). */
  patch(orderId: string, status: string): Promise<number>;
  close(): void;
}

/** Keep-alive HTTP as the staff board's browser would hold it. */
export function staffClient(origin: string, host: string, token: string): StaffClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(origin);
  return {
    patch(orderId, status) {
      const body = JSON.stringify({ status });
      return new Promise((resolve) => {
        const request = http.request(
          {
            agent,
            hostname,
            port,
            method: 'PATCH',
            path: `/api/v1/staff/orders/${orderId}/status`,
            headers: {
              host,
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', () => resolve(0));
          },
        );
        request.on('error', () => resolve(0));
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export interface Drive {
  /** Sends that left more than 5 ms after their scheduled time (the client could not keep up). */
  late: number;
  maxLateMs: number;
  /** Sends that had to wait for the same order's previous change to answer. */
  waitedForPrevious: number;
}

/** Sends `steps` at `perSecond`, recording each in the ledger; resolves when every answer is in. */
export async function drive(steps: readonly Step[], perSecond: number, client: StaffClient, ledger: EventLedger): Promise<Drive> {
  const result: Drive = { late: 0, maxLateMs: 0, waitedForPrevious: 0 };
  const interval = 1000 / perSecond;
  const previousOf = new Map<string, Promise<void>>();
  const all: Promise<void>[] = [];
  const start = performance.now();
  for (const [k, step] of steps.entries()) {
    const due = start + k * interval;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const lateMs = performance.now() - due;
    if (lateMs > 5) result.late += 1;
    result.maxLateMs = Math.max(result.maxLateMs, lateMs);

    const previous = previousOf.get(step.orderId);
    const send = async () => {
      if (previous) {
        result.waitedForPrevious += 1;
        await previous;
      }
      const change = ledger.sent(step.orderId, step.status, performance.now());
      const status = await client.patch(step.orderId, step.status);
      change.httpMs = performance.now() - change.sentAt;
      change.httpStatus = status;
    };
    const sending = send();
    // Only a change still in flight holds up the next one of its order.
    previousOf.set(step.orderId, sending);
    void sending.then(() => {
      if (previousOf.get(step.orderId) === sending) previousOf.delete(step.orderId);
    });
    all.push(sending);
  }
  await Promise.all(all);
  return result;
}
