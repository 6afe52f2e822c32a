/**
 * Fulfilment and payment: delivery (its fee, null when not offered, and the minimum order for
 * delivery), collection, and the payment methods. Card payment ('Online Payment') can be switched
 * on only where it can be taken: the deployment has a card provider and the restaurant a connected
 * account (the public configuration offers it on the same terms: presenters.ts).
 */
import { isOnlinePayment, toMajor, toMinor, type DeliverySettings, type FulfilmentSettings } from '@platter/domain';
import type { RestaurantRow } from '../../db/schema.ts';
import { loadFulfilmentPart, storeFulfilment, type FulfilmentPart } from '../fulfilment/index.ts';
import type { SettingsSectionDefinition } from './section-edit.ts';

/** Whether the deployment takes cards at all (the app's `payments`). */
type CardProvider = { payments: { provider: unknown } };

/** The row's delivery settings as the tenant file and this section write them. */
export function deliveryOf(row: FulfilmentPart): DeliverySettings {
  return {
    fee: row.deliveryFeeMinor === null ? null : toMajor(row.deliveryFeeMinor),
    minimumOrder: toMajor(row.deliveryMinimumMinor),
    allowsCollection: row.allowsCollection,
  };
}

/** Whether card payment can be switched on for this restaurant. */
export function canEnableOnlinePayment(app: CardProvider, row: Pick<RestaurantRow, 'stripeAccountId'>): boolean {
  return app.payments.provider !== null && row.stripeAccountId !== null;
}

export const ONLINE_PAYMENT_NOT_CONNECTED = 'Card payment can be switched on once the restaurant’s Stripe account is connected.';

export function fulfilmentSection(app: CardProvider): SettingsSectionDefinition<FulfilmentSettings, { onlinePayment: { canEnable: boolean } }> {
  return {
    id: 'fulfilment',
    extra: (row) => ({ onlinePayment: { canEnable: canEnableOnlinePayment(app, row) } }),
    // Delivery and collection are the fulfilment module's part (restaurant_fulfilment), written under the section's lock and stamp.
    rows: {
      load: async (db, row) => ({ delivery: deliveryOf(await loadFulfilmentPart(db, row.id)), paymentMethods: row.paymentMethods }),
      store: (tx, value, row) =>
        storeFulfilment(tx, row.id, {
          deliveryFeeMinor: value.delivery.fee === null ? null : toMinor(value.delivery.fee),
          deliveryMinimumMinor: toMinor(value.delivery.minimumOrder),
          allowsCollection: value.delivery.allowsCollection,
        }),
    },
    write: (value) => ({
      paymentMethods: value.paymentMethods.map((method) => ({
        methodName: method.methodName.trim(),
        isEnabled: method.isEnabled,
        ...(method.orderTypes ? { orderTypes: method.orderTypes } : {}),
      })),
    }),
    problems: (value, row) => {
      if (canEnableOnlinePayment(app, row)) return [];
      // Switching card payment on needs a connected account; one already on (from the tenant file) may stay as it is.
      const wasOn = new Set(row.paymentMethods.filter((m) => m.isEnabled).map((m) => m.methodName.trim().toLowerCase()));
      return value.paymentMethods.flatMap((method, index) =>
        method.isEnabled && isOnlinePayment(method.methodName) && !wasOn.has(method.methodName.trim().toLowerCase())
          ? [{ field: `paymentMethods.${index}.isEnabled`, message: ONLINE_PAYMENT_NOT_CONNECTED }]
          : [],
      );
    },
  };
}
