/**
 * How messages leave the process: over SMTP when SMTP_URL is set (nodemailer, a small connection
 * pool), else as .eml files (the raw RFC 822 message nodemailer builds) in DATA_DIR/mail, for
 * development and demos. Logs name the recipient, subject and file, never a body (a reset link's
 * token lives only in the body).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMessage {
  /** The outbox row's id: the Message-ID is made from it, so a resent message is recognisably the same. */
  id: string;
  from: MailAddress;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Resolves once the message is accepted (SMTP 250) or written; rejects with the reason otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

interface MailLog {
  info(details: object, message: string): void;
}

/** 'Platter <no-reply@platter.local>' or 'no-reply@platter.local' → the address part. */
export function senderAddress(mailFrom: string): string {
  const match = /<([^<>]+)>\s*$/.exec(mailFrom);
  return (match?.[1] ?? mailFrom).trim();
}

function envelopeOf(message: OutgoingMessage) {
  const domain = message.from.address.split('@')[1] ?? 'platter.local';
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@${domain}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

function smtpTransport(url: string, log: MailLog): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    // Fail a dead server fast: the message is retried later, and shutdown is not held up.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(envelopeOf(message));
      log.info({ mailId: message.id, to: message.to, subject: message.subject }, 'mail sent');
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string, log: MailLog): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let made = false;
  return {
    async send(message) {
      const info = await transporter.sendMail(envelopeOf(message));
      if (!made) {
        await mkdir(dir, { recursive: true });
        made = true;
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${message.id}.eml`);
      await writeFile(file, info.message);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written');
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, else files in DATA_DIR/mail (said once in the start-up log). */
export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'DATA_DIR'>, log: MailLog): MailTransport {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL, log);
  const dir = join(config.DATA_DIR, 'mail');
  log.info({ dir }, `Mail: no SMTP_URL; messages are written to ${dir}`);
  return fileTransport(dir, log);
}
