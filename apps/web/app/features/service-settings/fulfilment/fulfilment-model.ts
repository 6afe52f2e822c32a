/**
 * The Delivery and payment form's values: the stored shape (so field paths are the API's), with
 * amounts as typed (text), delivery as a switch beside its fee, and both kinds of payment always
 * listed (cash on handover, card online) so each is one switch. `fulfilmentForm` turns them back
 * into the stored shape, checked by the domain's own schema.
 */
import {
  FULFILMENT_METHODS,
  fulfilmentSettingsSchema,
  isOnlinePayment,
  isPaidOnHandover,
  ONLINE_PAYMENT_METHOD,
  ORDER_TYPES,
  servesOrderType,
  type FulfilmentSettings,
  type OrderType,
} from '@platter/domain';
import { readingForm, type OwnProblem } from '../../../staff-area/use-settings-form.ts';

export interface FulfilmentValues {
  delivery: { on: boolean; fee: string; minimumOrder: string; allowsCollection: boolean };
  paymentMethods: PaymentMethodEntry[];
}

type PaymentMethodEntry = FulfilmentSettings['paymentMethods'][number];

/** Cash's two switches: on delivery, at collection. */
export const CASH_ORDER_TYPES: readonly { orderType: OrderType; label: string; hint: string }[] = FULFILMENT_METHODS.map((method) => ({
  orderType: method.type,
  label: method.words.cash,
  hint: method.words.cashHint,
}));

/** Whether a method is on for an order type. */
export function isOnFor(method: PaymentMethodEntry, orderType: OrderType): boolean {
  return method.isEnabled && servesOrderType(method, orderType);
}

/**
 * The method switched on or off for one order type, the other kept: on for both is stored as
 * before (no `orderTypes`), off for both is switched off, one names it.
 */
export function switchedFor(method: PaymentMethodEntry, orderType: OrderType, on: boolean): PaymentMethodEntry {
  const types = ORDER_TYPES.filter((type) => (type === orderType ? on : isOnFor(method, type)));
  const { methodName } = method;
  if (types.length === 0) return { methodName, isEnabled: false };
  if (types.length === ORDER_TYPES.length) return { methodName, isEnabled: true };
  return { methodName, isEnabled: true, orderTypes: types };
}

/** How an order type is paid, as the preview says it ('Cash at collection, Online Payment'). */
export function paidBy(methods: readonly PaymentMethodEntry[], orderType: OrderType, canTakeCards: boolean, cashName: string): string {
  return methods
    .filter((m) => isOnFor(m, orderType) && (canTakeCards || !isOnlinePayment(m.methodName)))
    .map((m) => (isPaidOnHandover(m.methodName) ? cashName : m.methodName))
    .join(', ');
}

export const CASH_METHOD = 'Cash on Delivery';

const amountText = (value: number) => value.toFixed(2);

export function valuesOf(settings: FulfilmentSettings): FulfilmentValues {
  const methods = settings.paymentMethods.map((m) => ({ ...m }));
  if (!methods.some((m) => isPaidOnHandover(m.methodName))) methods.unshift({ methodName: CASH_METHOD, isEnabled: false });
  if (!methods.some((m) => isOnlinePayment(m.methodName))) methods.push({ methodName: ONLINE_PAYMENT_METHOD, isEnabled: false });
  return {
    delivery: {
      on: settings.delivery.fee !== null,
      fee: amountText(settings.delivery.fee ?? 0),
      minimumOrder: amountText(settings.delivery.minimumOrder),
      allowsCollection: settings.delivery.allowsCollection,
    },
    paymentMethods: methods,
  };
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** An amount as typed ('2.5', '£2.50', ' 3 '), or null when it is not one. */
export function amountOf(text: string): number | null {
  const cleaned = text.trim().replace(/^[^\p{L}\p{N}.]\s*/u, '');
  return AMOUNT.test(cleaned) ? Number(cleaned) : null;
}

export function settingsOf({ delivery, paymentMethods }: FulfilmentValues): FulfilmentSettings {
  return {
    delivery: {
      fee: delivery.on ? (amountOf(delivery.fee) ?? Number.NaN) : null,
      minimumOrder: amountOf(delivery.minimumOrder) ?? Number.NaN,
      allowsCollection: delivery.allowsCollection,
    },
    paymentMethods,
  };
}

/**
 * The form's schema: the amounts must be amounts (`texts.amount`), and what they make must pass
 * the domain's `fulfilmentSettingsSchema`; every refusal is given at once, the first per field.
 */
export function fulfilmentForm(texts: { amount: string }) {
  return readingForm(fulfilmentSettingsSchema, settingsOf, ({ delivery }: FulfilmentValues): OwnProblem[] => [
    ...(delivery.on && amountOf(delivery.fee) === null ? [[['delivery', 'fee'], texts.amount] as const] : []),
    ...(amountOf(delivery.minimumOrder) === null ? [[['delivery', 'minimumOrder'], texts.amount] as const] : []),
  ]);
}
