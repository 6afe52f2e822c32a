import { describe, expect, it } from 'vitest';
import type { Order } from './contracts/order.ts';
import { TICKET_COLUMNS, testPageLines, ticketLines, wrapText, type PaperWidth } from './tickets.ts';

const order: Order = {
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  orderNumber: 'GF-000042',
  createdAt: '2026-11-25T13:05:00.000Z',
  updatedAt: '2026-11-25T13:05:00.000Z',
  status: 'Confirmed',
  subtotal: 35.5,
  discountAmount: 3.55,
  deliveryFee: 2.5,
  serviceFee: 0,
  taxes: 0,
  tipAmount: 0,
  totalAmount: 34.45,
  appliedPromotion: null,
  discounts: [],
  currency: { code: 'GBP', symbol: '£' },
  orderType: 'Delivery',
  isASAP: false,
  scheduledAt: '2026-11-25T19:30:00.000Z',
  pickupTimeEstimate: '2026-11-25T19:30:00.000Z',
  deliveryAddress: { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'United Kingdom', deliveryInstructions: 'Black door' },
  customerName: 'Zoë O’Brien-Featherstonehaugh of Little Snoring',
  contactPhone: '07700 900123',
  customerNotes: 'No onions at all please, my daughter is allergic to them and to anything cooked with them',
  restaurantId: '5b0c3f1e-2f4a-4c47-9d55-0f3e2a1b7c9d',
  restaurant: { _id: '5b0c3f1e-2f4a-4c47-9d55-0f3e2a1b7c9d', name: 'The Golden Fork', address: { street: '', city: '', postalCode: '', country: '' } },
  paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Pending', paidAt: null },
  statusHistory: [],
  items: [
    {
      _id: 'c1d2e3f4-0000-4000-8000-000000000001',
      productId: 'c1d2e3f4-0000-4000-8000-00000000000a',
      productName: 'Margherita',
      productImage: null,
      quantity: 2,
      unitPrice: 14,
      itemSubtotal: 28,
      selectedOptions: [
        { optionId: 'g1', valueId: 'v1', optionName: 'Size', valueLabel: 'Large 12"', priceAdjustment: 2 },
        { optionId: 'g2', valueId: 'v2', optionName: 'Extra toppings', valueLabel: 'Pepperoni', priceAdjustment: 1.5 },
      ],
    },
    {
      _id: 'c1d2e3f4-0000-4000-8000-000000000002',
      productId: null,
      productName: 'Triple-cooked chips with rosemary salt and a very long name indeed',
      productImage: null,
      quantity: 1,
      unitPrice: 7.5,
      itemSubtotal: 7.5,
      selectedOptions: [],
    },
  ],
  pointsSpent: 0,
  pointsEarned: 0,
};
const allergens = new Map([['c1d2e3f4-0000-4000-8000-00000000000a', ['Cereals containing gluten', 'Milk']]]);

describe('wrapText', () => {
  it('breaks between words, indents what follows, and breaks a word longer than the line', () => {
    expect(wrapText('2 x Triple-cooked chips with rosemary', 18, 4)).toEqual(['2 x Triple-cooked', '    chips with', '    rosemary']);
    expect(wrapText('2 x Triple-cooked chips', 16, 4)).toEqual(['2 x', '    Triple-cooke', '    d chips']);
    expect(wrapText('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapText('    2 x Size: Large', 14, 8)).toEqual(['    2 x Size:', '        Large']);
    expect(wrapText('one\n\ntwo', 10)).toEqual(['one', '', 'two']);
  });
});

describe('tickets', () => {
  for (const paperWidth of [58, 80] as PaperWidth[]) {
    it(`fit ${paperWidth} mm paper (${TICKET_COLUMNS[paperWidth]} columns) and keep every word`, () => {
      for (const kind of ['kitchen', 'packing'] as const) {
        const lines = ticketLines({ order, kind, paperWidth, timeZone: 'Europe/London', language: 'en-GB', allergens });
        for (const line of lines) expect(line.text.length * (line.big ? 2 : 1), line.text).toBeLessThanOrEqual(TICKET_COLUMNS[paperWidth]);
        const words = lines.map((l) => l.text).join(' ').split(/\s+/).join(' ');
        for (const text of [order.customerName, order.customerNotes, order.items[1]!.productName, 'Black door']) {
          expect(words, `${kind}: ${text}`).toContain(text);
        }
      }
    });
  }

  it('writes each option on its own line with its dish’s quantity, and calls out allergens', () => {
    const text = ticketLines({ order, kind: 'kitchen', paperWidth: 80, timeZone: 'Europe/London', language: 'en-GB', allergens }).map((l) => l.text);
    expect(text).toContain('2 x Margherita');
    expect(text).toContain('    2 x Size: Large 12"');
    expect(text).toContain('    2 x Extra toppings: Pepperoni');
    expect(text).toContain('    ALLERGENS: Cereals containing gluten, Milk');
    expect(text.join('\n')).not.toMatch(/x ?1\b.*Pepperoni|£/);
    expect(text).toContain('#GF-000042');
    expect(text).toContain('DELIVERY for 19:30');
    expect(text).toContain('Cash on Delivery: NOT PAID (Pending)');
  });

  it('puts prices and totals on the packing ticket, right-aligned', () => {
    const text = ticketLines({ order, kind: 'packing', paperWidth: 58, timeZone: 'Europe/London', language: 'en-GB', allergens }).map((l) => l.text);
    expect(text).toContain(`2 x Margherita${' '.repeat(32 - 14 - 6)}£28.00`);
    expect(text).toContain(`Discount${' '.repeat(32 - 8 - 6)}-£3.55`);
    expect(text).toContain(`TOTAL${' '.repeat(32 - 5 - 6)}£34.45`);
    expect(text[0]).toBe('PACKING');
    expect(text.some((line) => line.startsWith('Tip'))).toBe(false);
  });

  it('puts the tip above the total on the packing ticket', () => {
    const tipped = { ...order, tipAmount: 3.99, totalAmount: 38.44 };
    const text = ticketLines({ order: tipped, kind: 'packing', paperWidth: 58, timeZone: 'Europe/London', language: 'en-GB', allergens }).map((l) => l.text);
    const tip = text.indexOf(`Tip${' '.repeat(32 - 3 - 5)}£3.99`);
    expect(tip).toBeGreaterThan(0);
    expect(text[tip + 1]).toBe(`TOTAL${' '.repeat(32 - 5 - 6)}£38.44`);
  });

  it('names cash on a pickup as every screen does', () => {
    const pickup = { ...order, orderType: 'Pickup' as const, deliveryAddress: null };
    const text = ticketLines({ order: pickup, kind: 'kitchen', paperWidth: 80, timeZone: 'Europe/London', language: 'en-GB', allergens }).map((l) => l.text);
    expect(text.at(-1)).toBe('Cash on Collection: NOT PAID (Pending)');
  });

  it('speaks the restaurant’s language, with its clock and its money (a Portuguese restaurant: 12:00, 28,00 €)', () => {
    const tasca: Order = {
      ...order,
      currency: { code: 'EUR', symbol: '€' },
      orderType: 'Pickup',
      deliveryAddress: null,
      scheduledAt: '2026-11-25T12:00:00.000Z',
      pickupTimeEstimate: '2026-11-25T12:00:00.000Z',
      createdAt: '2026-11-24T23:19:00.000Z',
      tipAmount: 1,
    };
    const kitchen = ticketLines({ order: tasca, kind: 'kitchen', paperWidth: 80, timeZone: 'Europe/Lisbon', language: 'pt-PT', allergens }).map((l) => l.text);
    expect(kitchen[0]).toBe('COZINHA');
    // Double size: 24 columns on 80 mm paper.
    expect(kitchen.slice(2, 4)).toEqual(['LEVANTAMENTO para as', '12:00']);
    expect(kitchen).toContain('Feita às 23:19');
    expect(kitchen).toContain('Pronta às 12:00');
    expect(kitchen).toContain('Tel. 07700 900123');
    expect(kitchen).toContain('    ALERGÉNIOS: Cereals containing gluten, Milk');
    expect(kitchen.some((line) => line.startsWith('NOTA: No onions'))).toBe(true);
    expect(kitchen.at(-1)).toBe('Dinheiro no levantamento: NÃO PAGO (Pendente)');
    expect(kitchen.join('\n')).not.toMatch(/\b(am|pm|AM|PM|KITCHEN|PICKUP|NOTE|ALLERGENS|Placed|Ready by)\b/);
    const packing = ticketLines({ order: tasca, kind: 'packing', paperWidth: 58, timeZone: 'Europe/Lisbon', language: 'pt-PT', allergens }).map((l) => l.text);
    expect(packing[0]).toBe('EMBALAGEM');
    expect(packing).toContain(`2 x Margherita${' '.repeat(32 - 14 - 7)}28,00\u00a0€`);
    expect(packing).toContain(`Desconto${' '.repeat(32 - 8 - 7)}-3,55\u00a0€`);
    expect(packing).toContain(`Gorjeta${' '.repeat(32 - 7 - 6)}1,00\u00a0€`);
    expect(packing).toContain(`TOTAL${' '.repeat(32 - 5 - 7)}34,45\u00a0€`);
    const asap = ticketLines({ order: { ...tasca, isASAP: true, orderType: 'Delivery', deliveryAddress: order.deliveryAddress }, kind: 'kitchen', paperWidth: 80, timeZone: 'Europe/Lisbon', language: 'pt-PT', allergens });
    expect(asap.map((l) => l.text)).toEqual(expect.arrayContaining(['ENTREGA O MAIS CEDO', 'POSSÍVEL', 'Estafeta: Black door', 'Dinheiro na entrega: NÃO PAGO (Pendente)']));
  });

  for (const paperWidth of [58, 80] as PaperWidth[]) {
    it(`lays out a printer's test page on ${paperWidth} mm paper, in the restaurant's language, with a ruler to its edge`, () => {
      const at = new Date('2026-11-25T19:05:00Z');
      const lines = testPageLines({ restaurantName: 'Tasca do Porto', printerName: 'Cozinha', paperWidth, at, timeZone: 'Europe/Lisbon', language: 'pt-PT', currencySymbol: '€' });
      const columns = TICKET_COLUMNS[paperWidth];
      for (const line of lines) expect(line.text.length * (line.big ? 2 : 1), line.text).toBeLessThanOrEqual(columns);
      const text = lines.map((l) => l.text);
      expect(text).toEqual(expect.arrayContaining(['Tasca do Porto', 'Impressora: Cozinha', 'Enviada às 19:05', '1234567890'.repeat(5).slice(0, columns)]));
      expect(text.join(' ')).toContain('€ £ — – “ ” ‘ ’ …');
      expect(text.some((line) => line.endsWith('1234,50\u00a0€'))).toBe(true);
    });
  }

  it('says when the diner was promised the order: ready to collect, or at the door for a delivery', () => {
    const promised = (o: Order) => ticketLines({ order: o, kind: 'kitchen', paperWidth: 80, timeZone: 'Europe/London', language: 'en-GB', allergens }).map((l) => l.text).find((t) => / by /.test(t));
    expect(promised(order)).toMatch(/^At the door by /);
    expect(promised({ ...order, orderType: 'Pickup', deliveryAddress: null })).toMatch(/^Ready by /);
  });
});
