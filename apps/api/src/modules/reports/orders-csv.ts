/**
 * The orders export (GET /staff/reports/orders.csv): one row per order, then one per line of it,
 * in order of placement; the order's number and time on every row, so a filter on either keeps
 * an order with its lines. Times are ISO 8601 on the restaurant's wall clock with the offset,
 * amounts in major units with two decimals. `payment_method` is the restaurant's name for it,
 * `payment` how it was paid and collected, as the takings split it ('Cash on collection').
 */
import { isoInZone, takingsPaymentLabel, takingsPaymentOf, toMajor } from '@platter/domain';
import type { OrderItemRow, OrderRow } from '../../db/schema.ts';
import { csvRow, type CsvCell } from './csv.ts';

export const ORDERS_CSV_COLUMNS = [
  'record',
  'order_number',
  'placed_at',
  'status',
  'channel',
  'fulfilment',
  'scheduled_for',
  'customer',
  'phone',
  'payment_method',
  'payment',
  'payment_status',
  'item',
  'options',
  'quantity',
  'unit_price',
  'line_total',
  'subtotal',
  'discount',
  'delivery_fee',
  'tip',
  'total',
  'refunded',
  'currency',
] as const;

const amount = (minor: number): string => toMajor(minor).toFixed(2);

export function headerRow(): string {
  return csvRow(ORDERS_CSV_COLUMNS);
}

/** The order's row and its lines' rows. */
export function orderRows(order: OrderRow, lines: readonly OrderItemRow[], timeZone: string): string {
  const placedAt = isoInZone(order.createdAt, timeZone);
  const blankMoney: CsvCell[] = [null, null, null, null, null, null];
  let text = csvRow([
    'order',
    order.orderNumber,
    placedAt,
    order.status,
    order.channel,
    order.orderType,
    order.scheduledAt ? isoInZone(order.scheduledAt, timeZone) : null,
    order.customerName,
    order.contactPhone,
    order.paymentMethod,
    takingsPaymentLabel(takingsPaymentOf(order.paymentMethod, order.orderType), order.paymentMethod, order.orderType),
    order.paymentStatus,
    null,
    null,
    lines.reduce((sum, line) => sum + line.quantity, 0),
    null,
    null,
    amount(order.subtotalMinor),
    amount(order.discountMinor),
    amount(order.deliveryFeeMinor),
    amount(order.tipMinor),
    amount(order.totalMinor),
    amount(order.amountRefundedMinor),
    order.currencyCode,
  ]);
  for (const line of lines) {
    text += csvRow([
      'line',
      order.orderNumber,
      placedAt,
      ...Array<CsvCell>(9).fill(null),
      line.productName,
      line.selectedOptions.map((o) => `${o.optionName}: ${o.valueLabel}`).join('; ') || null,
      line.quantity,
      amount(line.unitPriceMinor),
      amount(line.itemSubtotalMinor),
      ...blankMoney,
      order.currencyCode,
    ]);
  }
  return text;
}
