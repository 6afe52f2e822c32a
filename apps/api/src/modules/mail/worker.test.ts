import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, restaurants } from '../../db/schema.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { createMailTransport } from './transport.ts';
import { MailWorker, retryDelaySeconds } from './worker.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sink = await startSmtpSink({ delayMs: 5 });
afterAll(() => sink.stop());

async function goldenForkId(t: Pick<TestApp, 'db'>): Promise<string> {
  const [row] = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'golden-fork'));
  return row!.id;
}

function contactMessage(restaurantId: string, n: number): OutgoingMail<'contact'> {
  return {
    restaurantId,
    kind: 'contact',
    recipient: `kitchen-${n}@example.com`,
    replyTo: 'diner@example.com',
    payload: { name: 'Diner', email: 'diner@example.com', subject: `Question ${n}`, message: 'Do you do <b>gluten-free</b>?\nThanks' },
  };
}

describeEachDatabase(
  'mail worker',
  (t: TestApp) => {
    it('sends each message exactly once when two workers drain one outbox', async () => {
      sink.messages.length = 0;
      const restaurantId = await goldenForkId(t);
      await enqueueMail(t.db, Array.from({ length: 30 }, (_, n) => contactMessage(restaurantId, n)));
      const settings = { pollMs: 3_600_000, maxAttempts: 8, retryBaseSeconds: 30, mailFrom: 'Platter <no-reply@platter.local>', BASE_DOMAIN: 'localhost', PORT: 3000 };
      const transports = [1, 2].map(() => createMailTransport({ SMTP_URL: sink.url, DATA_DIR: tmpdir() }, quiet));
      const workers = transports.map((transport) => new MailWorker(t.db, transport, settings, quiet));
      try {
        const summaries = await Promise.all(workers.map((w) => w.drain()));
        expect(summaries.reduce((sum, s) => sum + s.sent, 0)).toBe(30);
      } finally {
        for (const transport of transports) transport.close();
      }
      const ids = sink.messages.map((m) => m.messageId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(new Set(sink.messages.flatMap((m) => m.to)).size).toBe(30);
      const rows = await t.db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.restaurantId, restaurantId));
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(30);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);

      const question = sink.messages.find((m) => m.subject === 'Contact form: Question 7')!;
      expect(question.headers.get('reply-to')).toBe('diner@example.com');
      expect(question.html).toContain('Do you do &lt;b&gt;gluten-free&lt;/b&gt;?<br>Thanks');
      expect(question.text).toContain('> Do you do <b>gluten-free</b>?');
    });

    it('marks a message failed after the last attempt', async () => {
      const restaurantId = await goldenForkId(t);
      await t.db.delete(mailOutbox).where(eq(mailOutbox.restaurantId, restaurantId));
      await enqueueMail(t.db, [contactMessage(restaurantId, 99)]);
      const failing = { send: () => Promise.reject(new Error('421 try later')), close: () => {} };
      const worker = new MailWorker(t.db, failing, { pollMs: 3_600_000, maxAttempts: 2, retryBaseSeconds: 0.05, mailFrom: 'x@y.z', BASE_DOMAIN: 'localhost', PORT: 3000 }, quiet);
      expect(await worker.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await worker.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.restaurantId, restaurantId));
      expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: '421 try later', sentAt: null });
    });

    it('forgets sent messages after a week and failed ones after 30 days, never pending ones', async () => {
      const restaurantId = await goldenForkId(t);
      await t.db.delete(mailOutbox).where(eq(mailOutbox.restaurantId, restaurantId));
      const day = 86_400_000;
      const ago = (days: number) => new Date(Date.now() - days * day);
      const rows: [string, 'pending' | 'sent' | 'failed', Date][] = [
        ['sent 8 days ago', 'sent', ago(8)],
        ['sent 6 days ago', 'sent', ago(6)],
        ['failed 31 days ago', 'failed', ago(31)],
        ['failed 8 days ago', 'failed', ago(8)],
        ['pending 40 days', 'pending', ago(40)],
      ];
      for (const [subject, status, createdAt] of rows) {
        const message = contactMessage(restaurantId, 1);
        await t.db.insert(mailOutbox).values({ ...message, payload: { ...message.payload, subject }, status, createdAt });
      }
      const worker = new MailWorker(t.db, { send: () => Promise.resolve(), close: () => {} }, { pollMs: 3_600_000, maxAttempts: 2, retryBaseSeconds: 1, mailFrom: 'x@y.z', BASE_DOMAIN: 'localhost', PORT: 3000 }, quiet);
      expect(await worker.prune()).toBe(2);
      const left = await t.db.select({ payload: mailOutbox.payload }).from(mailOutbox).where(eq(mailOutbox.restaurantId, restaurantId));
      expect(left.map((r) => r.payload.subject).sort()).toEqual(['failed 8 days ago', 'pending 40 days', 'sent 6 days ago']);
      expect(await worker.prune()).toBe(0);
    });
  },
  { env: { MAIL_POLL_SECONDS: '3600', SMTP_URL: sink.url } },
);

describe('mail without SMTP_URL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'platter-mail-'));
  const logs: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp('pglite', { env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', MAIL_POLL_SECONDS: '3600' }, logStream });
  });
  afterAll(async () => {
    await t?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file in DATA_DIR/mail, logging where, never the body', async () => {
    const restaurantId = await goldenForkId(t);
    const resetUrl = 'http://golden-fork.localhost:3000/reset-password?token=SECRET-TOKEN-123';
    await enqueueMail(t.db, [
      { restaurantId, kind: 'password_reset', recipient: 'ada@example.com', payload: { name: 'Ada', resetUrl, expiresInMinutes: 60 } },
    ]);
    expect(await t.app.mail.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });

    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('Subject: Reset your password for The Golden Fork');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toMatch(/SECRET-TOKEN-1=?\r?\n?23/);

    const text = logs.join('');
    expect(text.match(/Mail: no SMTP_URL; messages are written to [^"]*mail/g)).toHaveLength(1);
    expect(text).toContain(files[0]);
    expect(text).toContain('Reset your password for The Golden Fork');
    expect(text).not.toContain('SECRET-TOKEN');
  });
});

describe('retry backoff', () => {
  it('doubles from the base, capped at an hour', () => {
    expect([1, 2, 3, 8].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 3600]);
  });
});
