/**
 * A real SMTP server for tests (the `smtp-server` package on 127.0.0.1, no TLS, any login
 * accepted) that keeps what arrives, with a small MIME reader for nodemailer's messages: headers,
 * and the text and HTML parts decoded (quoted-printable or base64).
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Headers and decoded parts of a raw message (multipart/alternative or single part). */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const parts: Array<{ type: string; content: string }> = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const inner = chunk.replace(/^\r\n/, '');
      const end = inner.indexOf('\r\n\r\n');
      const partHeaders = parseHeaders(inner.slice(0, end));
      parts.push({
        type: partHeaders.get('content-type') ?? '',
        content: decodeBody(inner.slice(end + 4).replace(/\r\n$/, ''), partHeaders.get('content-transfer-encoding')),
      });
    }
  } else {
    parts.push({ type: headers.get('content-type') ?? '', content: decodeBody(body, headers.get('content-transfer-encoding')) });
  }
  return {
    to,
    raw,
    headers,
    subject: headers.get('subject') ?? '',
    messageId: headers.get('message-id') ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Stops listening (the port stays reserved for `start()`). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Messages to `recipient` so far. */
  to(recipient: string): ReceivedMail[];
}

function listen(port: number, messages: ReceivedMail[], delayMs: number): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 50,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port });
    });
  });
}

/** Starts a sink on a random free port; `delayMs` slows each acceptance (to interleave workers). */
export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const delayMs = options.delayMs ?? 0;
  let { server, port } = await listen(0, messages, delayMs);
  let running = true;
  return {
    port,
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    messages,
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (running) return;
      ({ server, port } = await listen(port, messages, delayMs));
      running = true;
    },
    to: (recipient) => messages.filter((m) => m.to.includes(recipient)),
  };
}
