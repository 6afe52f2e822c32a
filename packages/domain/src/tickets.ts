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
import { formatPrice } from './money.ts';
import { wallClockAt } from './zoned-time.ts';

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

function clock(instant: string, timeZone: string): string {
  const w = wallClockAt(new Date(instant), timeZone);
  const h24 = Math.floor(w.minuteOfDay / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(w.minuteOfDay % 60).padStart(2, '0')} ${h24 < 12 ? 'am' : 'pm'}`;
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
export function ticketLines({ order, kind, paperWidth, timeZone, allergens }: TicketInput): TicketLine[] {
  const width = TICKET_COLUMNS[paperWidth];
  const rule: TicketLine = { text: '-'.repeat(width) };
  const price = (amount: number) => formatPrice(amount, order.currency.symbol);
  const when = order.isASAP ? 'ASAP' : order.scheduledAt ? `for ${clock(order.scheduledAt, timeZone)}` : 'ASAP';
  const lines: TicketLine[] = [
    ...plain(wrapText(kind === 'kitchen' ? 'KITCHEN' : 'PACKING', width), { center: true, bold: true }),
    ...plain(wrapText(`#${order.orderNumber}`, Math.floor(width / 2)), { big: true, center: true }),
    ...plain(wrapText(`${order.orderType.toUpperCase()} ${when}`, Math.floor(width / 2)), { big: true, center: true }),
    ...plain(wrapText(`Placed ${clock(order.createdAt, timeZone)}`, width), { center: true }),
  ];
  // The time promised to the diner: a delivery's is at their door (its travel included), as on the board.
  const promised = order.orderType === 'Delivery' ? 'At the door by' : 'Ready by';
  if (order.pickupTimeEstimate) lines.push(...plain(wrapText(`${promised} ${clock(order.pickupTimeEstimate, timeZone)}`, width), { center: true, bold: true }));
  lines.push(rule, ...plain(wrapText(order.customerName || 'Guest', width), { bold: true }), ...plain(wrapText(`Tel ${order.contactPhone}`, width)));
  if (order.deliveryAddress) {
    const a = order.deliveryAddress;
    lines.push(...plain(wrapText([a.street, a.city, a.postalCode].filter(Boolean).join(', '), width)));
    if (a.deliveryInstructions) lines.push(...plain(wrapText(`Driver: ${a.deliveryInstructions}`, width, 2)));
  }
  lines.push(rule);
  for (const item of order.items) {
    const head = `${item.quantity} x ${item.productName}`;
    lines.push(...(kind === 'packing' ? amountLine(head, price(item.itemSubtotal), width, true) : plain(wrapText(head, width, 4), { bold: true })));
    for (const option of item.selectedOptions) lines.push(...plain(wrapText(`    ${item.quantity} x ${option.optionName}: ${option.valueLabel}`, width, 8)));
    const its = item.productId ? (allergens.get(item.productId) ?? []) : [];
    if (its.length > 0) lines.push(...plain(wrapText(`    ALLERGENS: ${its.join(', ')}`, width, 8), { bold: true }));
  }
  lines.push(rule);
  if (order.customerNotes.trim()) lines.push(...plain(wrapText(`NOTE: ${order.customerNotes.trim()}`, width, 2), { bold: true }), rule);
  if (kind === 'packing') {
    lines.push(...amountLine('Subtotal', price(order.subtotal), width));
    if (order.discountAmount > 0) lines.push(...amountLine('Discount', `-${price(order.discountAmount)}`, width));
    if (order.orderType === 'Delivery') lines.push(...amountLine('Delivery', price(order.deliveryFee), width));
    if (order.tipAmount > 0) lines.push(...amountLine('Tip', price(order.tipAmount), width));
    lines.push(...amountLine('TOTAL', price(order.totalAmount), width, true));
  }
  const paid = order.paymentDetails.paymentStatus === 'Paid' ? 'PAID' : `NOT PAID (${order.paymentDetails.paymentStatus})`;
  // Named as every screen names it: cash on a pickup is 'Cash on Collection'.
  const method = isCashOnCollection(order.paymentDetails.method, order.orderType) ? 'Cash on Collection' : order.paymentDetails.method;
  lines.push(...plain(wrapText(`${method}: ${paid}`, width, 2), { bold: true }));
  return lines;
}
