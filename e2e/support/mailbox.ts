import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  port: number;
  /** Every message handed over, raw (headers and body). */
  messages: string[];
  close(): Promise<void>;
}

/** A local SMTP server that keeps every message it is handed (start a server with `SMTP_URL: smtp://127.0.0.1:{port}`). */
export function startMailbox(): Promise<Mailbox> {
  const messages: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push(raw);
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const { port } = smtp.server.address() as AddressInfo;
      resolve({ port, messages, close: () => new Promise<void>((done) => smtp.close(() => done())) });
    });
  });
}

/** A raw message's text with quoted-printable soft breaks and `=3D` undone, so links read whole. */
export function decodedText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}
