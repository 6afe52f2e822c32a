import { isOrderType, type OrderType } from '@platter/domain';

/** The diner's last order type at a restaurant, kept on this device: checkout opens on it next time. */
const key = (restaurantId: string) => `platter:lastOrderType:${restaurantId}`;

export function lastOrderType(restaurantId: string): OrderType | null {
  try {
    const stored = globalThis.localStorage?.getItem(key(restaurantId));
    return isOrderType(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberOrderType(restaurantId: string, orderType: OrderType): void {
  try {
    globalThis.localStorage?.setItem(key(restaurantId), orderType);
  } catch {
    // Private mode or storage full: checkout falls back to the restaurant's default.
  }
}
