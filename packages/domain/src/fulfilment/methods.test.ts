import { describe, expect, it } from 'vitest';
import { TICKET_TEXTS } from '../ticket-texts.ts';
import { nextStatuses, statusesForOrderTypes } from '../order-status.ts';
import {
  FULFILMENT_METHODS,
  ORDER_TYPES,
  fulfilment,
  fulfilmentByKey,
  fulfilmentOfferOf,
  isOrderType,
  offeredFulfilment,
  offeredOrderTypes,
  type FulfilmentOffer,
  type OrderType,
} from './index.ts';

describe('the fulfilment registry', () => {
  // Each method's rules, written out: [type, key, address, fee charged, handover, own statuses].
  const RULES: [OrderType, string, boolean, boolean, 'delivery' | 'collection', string[]][] = [
    ['Delivery', 'delivery', true, true, 'delivery', ['Out for Delivery', 'Delivered']],
    ['Pickup', 'pickup', false, false, 'collection', ['Ready for Pickup', 'Completed']],
  ];

  it.each(RULES)('%s: key %s, address %s, fee %s, paid on handover at %s, statuses %j', (type, key, needsAddress, chargesDeliveryFee, handover, statuses) => {
    const method = fulfilment(type);
    expect(method.type).toBe(type);
    expect(method.key).toBe(key);
    expect(method.needsAddress).toBe(needsAddress);
    expect(method.chargesDeliveryFee).toBe(chargesDeliveryFee);
    expect(method.handover).toBe(handover);
    expect(method.statuses).toEqual(statuses);
    expect(fulfilmentByKey(method.key)).toBe(method);
  });

  it('lists every order type once, in the wire order (Delivery first: the default when both are offered)', () => {
    expect(ORDER_TYPES).toEqual(['Delivery', 'Pickup']);
    expect(FULFILMENT_METHODS.map((m) => m.type)).toEqual(ORDER_TYPES);
    expect(new Set(FULFILMENT_METHODS.map((m) => m.key)).size).toBe(ORDER_TYPES.length);
  });

  it.each([
    // [type, restaurant fee, minimum, travel] → [fee paid, minimum, travel minutes]
    ['Delivery', 250, 1500, 25, 250, 1500, 25],
    ['Delivery', 0, 0, 0, 0, 0, 0],
    ['Delivery', null, 1500, 25, 0, 1500, 25],
    ['Pickup', 250, 1500, 25, 0, 0, 0],
    ['Pickup', null, 0, 0, 0, 0, 0],
  ] as const)('%s with a fee of %s, a minimum of %s and %s minutes of travel: pays %s, needs %s, adds %s minutes', (type, fee, minimum, travel, paid, needs, adds) => {
    const method = fulfilment(type);
    expect(method.feeMinor(fee)).toBe(paid);
    expect(method.minimumMinor({ deliveryMinimumMinor: minimum })).toBe(needs);
    expect(method.travelMinutes({ travelMinutes: travel })).toBe(adds);
  });

  it.each<[string, FulfilmentOffer, OrderType[]]>([
    ['both', { deliveryOffered: true, pickupOffered: true }, ['Delivery', 'Pickup']],
    ['delivery only', { deliveryOffered: true, pickupOffered: false }, ['Delivery']],
    ['pickup only', { deliveryOffered: false, pickupOffered: true }, ['Pickup']],
    ['neither', { deliveryOffered: false, pickupOffered: false }, []],
  ])('a restaurant offering %s offers %j', (_what, offer, types) => {
    expect(offeredOrderTypes(offer)).toEqual(types);
    expect(offeredFulfilment(offer).map((m) => m.type)).toEqual(types);
    for (const type of ORDER_TYPES) expect(fulfilment(type).offeredIn(offer)).toBe(types.includes(type));
  });

  it.each([
    [{ fee: 2.5, allowsCollection: true }, { deliveryOffered: true, pickupOffered: true }],
    [{ fee: 0, allowsCollection: false }, { deliveryOffered: true, pickupOffered: false }],
    [{ fee: null, allowsCollection: true }, { deliveryOffered: false, pickupOffered: true }],
  ])('the settings %j offer %j (a fee of 0 is free delivery, null none)', (settings, offer) => {
    expect(fulfilmentOfferOf(settings)).toEqual(offer);
  });

  it.each([
    ['Delivery', true],
    ['Pickup', true],
    ['delivery', false],
    ['Table', false],
    [null, false],
    [3, false],
  ])('isOrderType(%j) is %s', (value, is) => {
    expect(isOrderType(value)).toBe(is);
  });

  it('each method’s statuses are the status graph’s path after Preparing, and no other method’s', () => {
    for (const method of FULFILMENT_METHODS) {
      const [handedOn, done] = method.statuses;
      expect(nextStatuses('Preparing', method.type, 'staff')).toEqual([handedOn]);
      expect(nextStatuses(handedOn!, method.type, 'staff')).toContain(done);
      for (const other of FULFILMENT_METHODS.filter((m) => m !== method)) {
        expect(statusesForOrderTypes([other.type])).not.toContain(handedOn);
        expect(statusesForOrderTypes([other.type])).not.toContain(done);
      }
    }
  });

  it.each([
    ['Delivery', 'arrivesAround', 'card.promisedDelivery', 'DELIVERY', 'At the door by 12:00', 'Deliveries'],
    ['Pickup', 'readyAround', 'card.promised', 'PICKUP', 'Ready by 12:00', 'Collections'],
  ] as const)('%s is worded %s, %s on the board, %s and "%s" on tickets, "%s" in the settings', (type, promise, board, ticket, ticketPromise, plural) => {
    const { words } = fulfilment(type);
    expect(words.promise).toBe(promise);
    expect(words.board).toBe(board);
    expect(TICKET_TEXTS['en-GB'][words.ticket]).toBe(ticket);
    expect(TICKET_TEXTS['en-GB'][words.ticketPromise]('12:00')).toBe(ticketPromise);
    expect(words.plural).toBe(plural);
  });
});
