/**
 * A stand-in network receipt printer (issue 29): a TCP server that reads ESC/POS as a printer
 * does and keeps each ticket it "prints" as text, one string per cut. It can be switched off
 * (the port refuses connections) and on again on the same port, as a printer that was off.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { fromCp1252 } from '../modules/printing/escpos.ts';

/** ESC/POS bytes → the text a printer would print, one entry per ticket (ended by a cut). */
export function decodeEscPos(data: Buffer): { tickets: string[]; rest: string } {
  const tickets: string[] = [];
  let text: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte === 0x1b) {
      const command = data[i + 1];
      // ESC @ (initialise) takes no argument; ESC t, a, E, d take one.
      i += command === 0x40 ? 1 : 2;
    } else if (byte === 0x1d) {
      const command = data[i + 1];
      if (command === 0x56) {
        // GS V m [n]: the cut ends the ticket.
        i += data[i + 2] === 66 || data[i + 2] === 65 ? 3 : 2;
        tickets.push(fromCp1252(Uint8Array.from(text)).replace(/\n+$/, ''));
        text = [];
      } else i += 2;
    } else text.push(byte);
  }
  return { tickets, rest: fromCp1252(Uint8Array.from(text)) };
}

export class PrinterStandIn {
  readonly tickets: string[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  /** Connections accepted (a retry that found the printer on counts one). */
  connections = 0;
  /** Called with each chunk of bytes as it arrives (a test can kill the sender mid-ticket). */
  onData: ((chunk: Buffer) => void) | null = null;
  /** Called as each connection is accepted, before any byte (a test can freeze the sender there). */
  onConnection: (() => void) | null = null;

  /** Listens on `port` (a free one the first time), so a printer switched back on keeps its address. */
  async start(): Promise<this> {
    const server = createServer((socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      this.onConnection?.();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        this.onData?.(chunk);
      });
      socket.on('close', () => {
        this.sockets.delete(socket);
        this.tickets.push(...decodeEscPos(Buffer.concat(chunks)).tickets);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
    return this;
  }

  /** Switched off: refuses connections from now on. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Waits (briefly) until the stand-in has `count` tickets: a socket's close event follows the worker's last byte. */
export async function ticketsPrinted(printer: PrinterStandIn, count: number, withinMs = 2_000): Promise<string[]> {
  const until = Date.now() + withinMs;
  while (printer.tickets.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return printer.tickets;
}
