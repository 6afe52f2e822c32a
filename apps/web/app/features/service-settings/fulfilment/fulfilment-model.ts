/**
 * The Delivery and payment form's model: amounts as typed (text), delivery as a switch beside its
 * fee, and both kinds of payment always listed (cash on handover, card online) so each is one
 * switch; back to the stored shape, checked by the domain's own schema (field paths as the API's).
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

export interface FulfilmentDraft {
  deliveryOn: boolean;
  fee: string;
  minimum: string;
  collection: boolean;
  methods: PaymentMethodEntry[];
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
export function paidBy(draft: FulfilmentDraft, orderType: OrderType, canTakeCards: boolean, cashName: string): string {
  return draft.methods
    .filter((m) => isOnFor(m, orderType) && (canTakeCards || !isOnlinePayment(m.methodName)))
    .map((m) => (isPaidOnHandover(m.methodName) ? cashName : m.methodName))
    .join(', ');
}

export const CASH_METHOD = 'Cash on Delivery';

const amountText = (value: number) => value.toFixed(2);

export function draftOf(settings: FulfilmentSettings): FulfilmentDraft {
  const methods = settings.paymentMethods.map((m) => ({ ...m }));
  if (!methods.some((m) => isPaidOnHandover(m.methodName))) methods.unshift({ methodName: CASH_METHOD, isEnabled: false });
  if (!methods.some((m) => isOnlinePayment(m.methodName))) methods.push({ methodName: ONLINE_PAYMENT_METHOD, isEnabled: false });
  return {
    deliveryOn: settings.delivery.fee !== null,
    fee: amountText(settings.delivery.fee ?? 0),
    minimum: amountText(settings.delivery.minimumOrder),
    collection: settings.delivery.allowsCollection,
    methods,
  };
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** An amount as typed ('2.5', '£2.50', ' 3 '), or null when it is not one. */
export function amountOf(text: string): number | null {
  const cleaned = text.trim().replace(/^[^\p{L}\p{N}.]\s*/u, '');
  return AMOUNT.test(cleaned) ? Number(cleaned) : null;
}

export function settingsOf(draft: FulfilmentDraft): FulfilmentSettings {
  return {
    delivery: {
      fee: draft.deliveryOn ? (amountOf(draft.fee) ?? Number.NaN) : null,
      minimumOrder: amountOf(draft.minimum) ?? Number.NaN,
      allowsCollection: draft.collection,
    },
    paymentMethods: draft.methods,
  };
}

/** The form's own refusals (amounts that are not amounts) and the schema's, by the API's field path. */
export function problemsOf(draft: FulfilmentDraft, texts: { amount: string }): Map<string, string> {
  const problems = new Map<string, string>();
  if (draft.deliveryOn && amountOf(draft.fee) === null) problems.set('delivery.fee', texts.amount);
  if (amountOf(draft.minimum) === null) problems.set('delivery.minimumOrder', texts.amount);
  const result = fulfilmentSettingsSchema.safeParse(settingsOf(draft));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (!problems.has(path)) problems.set(path, issue.message);
    }
  }
  return problems;
}
