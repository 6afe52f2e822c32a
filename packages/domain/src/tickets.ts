/**
 * Kitchen and packing tickets (issue 29), laid out as lines of text for thermal paper: 32
 * columns on 58 mm, 48 on 80 mm. Nothing is ever cut off: a long name, option or note wraps onto
 * more lines (a word longer than the paper is broken). Every option is on its own line with the
 * quantity of its dish, since each of those dishes has it: 2 × Margherita with Pepperoni is
 * "2 x Pepperoni", never "x1". The same lines feed the ESC/POS printer (API) and the browser's
 * print preview (web), so the two never differ.
 */
import type { Order } from './contracts/order.ts';
import { isCashOnCollection } from './checkout-rules.ts';
import { fulfilment } from './fulfilment/index.ts';
import type { Language } from './languages.ts';
import { formatPrice } from './money.ts';
import { formatInZone } from './date-format.ts';
import { TICKET_TEXTS } from './ticket-texts.ts';

export const TICKET_KINDS = ['kitchen', 'packing'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
/** Characters per line of the printers' standard font (12 × 24 dots). */
export const TICKET_COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** One printed line: `big` is double width and height (half the columns), `bold` emphasised. */
export interface TicketLine {
  text: string;
  big?: boolean;
  bold?: boolean;
  center?: boolean;
}

export interface TicketInput {
  order: Order;
  kind: TicketKind;
  paperWidth: PaperWidth;
  timeZone: string;
  /** The restaurant's language (its default): the ticket's words, clock and money read as its staff do. */
  language: Language;
  /** The allergens of each dish (by product id) as the menu names them now; the order does not keep them. */
  allergens: ReadonlyMap<string, readonly string[]>;
}

/**
 * `text` in lines of at most `width` characters, between words where it can, continuation lines
 * indented by `indent`; the first line keeps its own leading spaces; line breaks are kept.
 */
export function wrapText(text: string, width: number, indent = 0): string[] {
  const out: string[] = [];
  const pad = ' '.repeat(Math.max(0, Math.min(indent, width - 1)));
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = (/^ */.exec(paragraph)?.[0] ?? '').slice(0, Math.max(0, width - 1));
    let empty = true;
    for (const word of paragraph.trim().split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest) {
        const sep = empty ? '' : ' ';
        const space = width - line.length - sep.length;
        if (rest.length <= space) {
          line += sep + rest;
          rest = '';
          empty = false;
        } else if (!empty) {
          out.push(line);
          line = pad;
          empty = true;
        } else {
          // A word longer than the paper: broken, never dropped.
          const cut = Math.max(1, space);
          out.push(line + rest.slice(0, cut));
          rest = rest.slice(cut);
          line = pad;
        }
      }
    }
    if (!empty) out.push(line);
    else if (paragraph.trim() === '') out.push('');
  }
  return out;
}

/** The time on the restaurant's clock, 24-hour as on every page (docs/reference/languages.md). */
export function ticketClock(instant: string | Date, timeZone: string): string {
  // The digits read the same in every language the tickets are printed in.
  return formatInZone(instant, 'time', timeZone, 'en-GB');
}

/** Text on the left, an amount on the right; the text wraps above when both do not fit. */
function amountLine(label: string, amount: string, width: number, bold = false): TicketLine[] {
  const room = width - amount.length - 1;
  const wrapped = wrapText(label, Math.max(1, room), 2);
  const last = wrapped.pop() ?? '';
  return [...wrapped.map((text) => ({ text, bold })), { text: last + ' '.repeat(Math.max(1, width - last.length - amount.length)) + amount, bold }];
}

const plain = (texts: string[], style: Omit<TicketLine, 'text'> = {}): TicketLine[] => texts.map((text) => ({ text, ...style }));

/** The ticket's lines, top to bottom. */
export function ticketLines({ order, kind, paperWidth, timeZone, language, allergens }: TicketInput): TicketLine[] {
  const width = TICKET_COLUMNS[paperWidth];
  const words = TICKET_TEXTS[language];
  const fulfilled = fulfilment(order.orderType);
  const rule: TicketLine = { text: '-'.repeat(width) };
  const price = (amount: number) => formatPrice(amount, order.currency.symbol, language);
  const clock = (instant: string) => ticketClock(instant, timeZone);
  const when = !order.isASAP && order.scheduledAt ? words.scheduledFor(clock(order.scheduledAt)) : words.asap;
  const lines: TicketLine[] = [
    ...plain(wrapText(kind === 'kitchen' ? words.kitchen : words.packing, width), { center: true, bold: true }),
    ...plain(wrapText(`#${order.orderNumber}`, Math.floor(width / 2)), { big: true, center: true }),
    ...plain(wrapText(`${words[fulfilled.words.ticket]} ${when}`, Math.floor(width / 2)), { big: true, center: true }),
    ...plain(wrapText(words.placed(clock(order.createdAt)), width), { center: true }),
  ];
  // The time promised to the diner: a delivery's is at their door (its travel included), as on the board.
  const promised = words[fulfilled.words.ticketPromise];
  if (order.pickupTimeEstimate) lines.push(...plain(wrapText(promised(clock(order.pickupTimeEstimate)), width), { center: true, bold: true }));
  lines.push(rule, ...plain(wrapText(order.customerName || words.guest, width), { bold: true }), ...plain(wrapText(words.phone(order.contactPhone), width)));
  if (order.deliveryAddress) {
    const a = order.deliveryAddress;
    lines.push(...plain(wrapText([a.street, a.city, a.postalCode].filter(Boolean).join(', '), width)));
    if (a.deliveryInstructions) lines.push(...plain(wrapText(words.driver(a.deliveryInstructions), width, 2)));
  }
  lines.push(rule);
  for (const item of order.items) {
    const head = `${item.quantity} x ${item.productName}`;
    lines.push(...(kind === 'packing' ? amountLine(head, price(item.itemSubtotal), width, true) : plain(wrapText(head, width, 4), { bold: true })));
    for (const option of item.selectedOptions) lines.push(...plain(wrapText(`    ${item.quantity} x ${option.optionName}: ${option.valueLabel}`, width, 8)));
    const its = item.productId ? (allergens.get(item.productId) ?? []) : [];
    if (its.length > 0) lines.push(...plain(wrapText(`    ${words.allergens}: ${its.join(', ')}`, width, 8), { bold: true }));
  }
  lines.push(rule);
  if (order.customerNotes.trim()) lines.push(...plain(wrapText(`${words.note}: ${order.customerNotes.trim()}`, width, 2), { bold: true }), rule);
  if (kind === 'packing') {
    lines.push(...amountLine(words.subtotal, price(order.subtotal), width));
    if (order.discountAmount > 0) lines.push(...amountLine(words.discount, `-${price(order.discountAmount)}`, width));
    if (fulfilled.chargesDeliveryFee) lines.push(...amountLine(words.deliveryFee, price(order.deliveryFee), width));
    if (order.tipAmount > 0) lines.push(...amountLine(words.tip, price(order.tipAmount), width));
    lines.push(...amountLine(words.total, price(order.totalAmount), width, true));
  }
  const { paymentStatus } = order.paymentDetails;
  const paid = paymentStatus === 'Paid' ? words.paid : words.notPaid(words.paymentStatuses[paymentStatus]);
  // Named as every screen names it: cash on a pickup is 'Cash on Collection'.
  const stored = isCashOnCollection(order.paymentDetails.method, order.orderType) ? 'Cash on Collection' : order.paymentDetails.method;
  const method = words.methods[stored] ?? stored;
  lines.push(...plain(wrapText(`${method}: ${paid}`, width, 2), { bold: true }));
  return lines;
}

export interface TestPageInput {
  restaurantName: string;
  printerName: string;
  paperWidth: PaperWidth;
  /** When it was asked for. */
  at: Date;
  timeZone: string;
  language: Language;
  currencySymbol: string;
}

/**
 * A printer's test page (the back office's "Test print"): whose printer it is, its paper and a
 * ruler of its columns (the last digit reaches the edge when the width is right), the characters
 * tickets use (the euro, dashes, quotes, accents) and an amount in the restaurant's money format.
 */
export function testPageLines({ restaurantName, printerName, paperWidth, at, timeZone, language, currencySymbol }: TestPageInput): TicketLine[] {
  const width = TICKET_COLUMNS[paperWidth];
  const words = TICKET_TEXTS[language].testPage;
  const rule: TicketLine = { text: '-'.repeat(width) };
  return [
    ...plain(wrapText(words.title, Math.floor(width / 2)), { big: true, center: true }),
    ...plain(wrapText(restaurantName, width), { bold: true, center: true }),
    rule,
    ...plain(wrapText(words.printer(printerName), width, 2)),
    ...plain(wrapText(words.paper(paperWidth, width), width, 2)),
    ...plain(wrapText(words.sentAt(ticketClock(at, timeZone)), width, 2)),
    { text: Array.from({ length: width }, (_unused, i) => String((i + 1) % 10)).join('') },
    ...plain(wrapText(`${words.characters}: € £ — – “ ” ‘ ’ … • á à â ã ç é ê í ó ô õ ú ü ñ`, width, 2)),
    ...amountLine(words.amount, formatPrice(1234.5, currencySymbol, language), width, true),
    rule,
    ...plain(wrapText(words.working, width), { center: true }),
  ];
}
