/**
 * Every e-mail kind, in every language, for every variant a template branches on (each mailed
 * status, pickup and delivery, card and cash, a discount, a tip, a refund): rendered whole, with
 * no placeholder left unfilled, single or double braces (issue 40 item 20: the verification mail
 * went out with '{restaurant}' and '{hours}').
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Order, type OrderRefund } from '@platter/domain';
import type { MailKind, MailPayloads } from '../outbox.ts';
import { renderMail, type Brand } from './index.ts';
import { MAILED_STATUSES } from './order-status.ts';

const brand: Brand = {
  name: 'Tasca do Porto',
  nameArticle: 'a',
  primary: '#7b2d26',
  onPrimary: '#ffffff',
  logoUrl: 'https://tasca.example/logo.png',
  origin: 'https://tasca.example',
  address: 'Rua das Flores 12, Porto',
  timeZone: 'Europe/Lisbon',
};

const order: Order = {
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  orderNumber: 'TDP-000042',
  createdAt: '2026-11-25T13:05:00.000Z',
  updatedAt: '2026-11-25T13:05:00.000Z',
  status: 'Pending Confirmation',
  subtotal: 35.5,
  discountAmount: 3.55,
  deliveryFee: 2.5,
  serviceFee: 0,
  taxes: 0,
  tipAmount: 2,
  totalAmount: 36.45,
  appliedPromotion: null,
  discounts: [],
  currency: { code: 'EUR', symbol: '€' },
  orderType: 'Delivery',
  isASAP: false,
  scheduledAt: '2026-11-25T19:30:00.000Z',
  pickupTimeEstimate: '2026-11-25T19:30:00.000Z',
  deliveryAddress: { street: 'Rua de Santa Catarina 1', city: 'Porto', postalCode: '4000-001', country: 'Portugal', deliveryInstructions: 'Porta verde' },
  customerName: 'Inês Ferreira',
  contactPhone: '+351 912 345 678',
  customerNotes: 'Sem coentros',
  restaurantId: '5b0c3f1e-2f4a-4c47-9d55-0f3e2a1b7c9d',
  restaurant: { _id: '5b0c3f1e-2f4a-4c47-9d55-0f3e2a1b7c9d', name: 'Tasca do Porto', address: { street: '', city: '', postalCode: '', country: '' } },
  paymentDetails: { method: 'Online Payment', paymentStatus: 'Paid', paidAt: '2026-11-25T13:05:30.000Z' },
  statusHistory: [],
  items: [
    {
      _id: 'c1d2e3f4-0000-4000-8000-000000000001',
      productId: 'c1d2e3f4-0000-4000-8000-00000000000a',
      productName: 'Francesinha',
      productImage: null,
      quantity: 2,
      unitPrice: 14,
      itemSubtotal: 28,
      selectedOptions: [{ optionId: 'g1', valueId: 'v1', optionName: 'Molho', valueLabel: 'Picante', priceAdjustment: 0 }],
    },
    {
      _id: 'c1d2e3f4-0000-4000-8000-000000000002',
      productId: null,
      productName: 'Caldo verde',
      productImage: null,
      quantity: 1,
      unitPrice: 7.5,
      itemSubtotal: 7.5,
      selectedOptions: [],
    },
  ],
  pointsSpent: 0,
  pointsEarned: 36,
};
const pickupCash: Order = {
  ...order,
  orderType: 'Pickup',
  deliveryAddress: null,
  deliveryFee: 0,
  tipAmount: 0,
  totalAmount: 31.95,
  isASAP: true,
  scheduledAt: null,
  paymentDetails: { method: 'Cash on Collection', paymentStatus: 'Pending', paidAt: null },
};
const orders = [order, pickupCash];
const refund: OrderRefund = { _id: 'c1d2e3f4-0000-4000-8000-0000000000ff', amount: 7.5, reason: 'Caldo verde esgotado', status: 'Succeeded', lines: null, automatic: false, createdAt: '2026-11-25T14:00:00.000Z' };

/** One payload (or more) of every kind; the compiler names a kind added later. */
const PAYLOADS: { [K in MailKind]: MailPayloads[K][] } = {
  password_reset: [{ name: 'Inês', resetUrl: 'https://tasca.example/reset-password?token=abc', expiresInMinutes: 30 }],
  contact: [{ name: 'Inês', email: 'ines@example.com', subject: 'Mesa para 6', message: 'Olá! Têm mesa para seis no sábado?' }],
  order_received: orders.map((o) => ({ order: o, orderUrl: 'https://tasca.example/orders/1' })),
  order_status: orders.flatMap((o) => MAILED_STATUSES.map((status) => ({ order: { ...o, status }, orderUrl: 'https://tasca.example/orders/1', notes: status.startsWith('Cancelled') ? 'Sem gás' : null }))),
  new_order: orders.map((o) => ({ order: o, staffUrl: 'https://tasca.example/staff' })),
  order_waiting: [{ orderNumber: 'TDP-000042', customerName: 'Inês', placedAt: '2026-11-25T13:05:00.000Z', alertMinutes: 3, rejectMinutes: 10 }],
  refund_issued: [{ order, orderUrl: 'https://tasca.example/orders/1', refund }],
  email_verification: [{ name: 'Inês', verifyUrl: 'https://tasca.example/verify-email?token=abc', expiresInHours: 48 }],
  team_invite: (['Owner', 'Manager', 'Staff'] as const).map((role) => ({ inviterName: 'Ana', role, joinUrl: 'https://tasca.example/join-team?token=abc', expiresInDays: 7 })),
};

/** Any brace: no payload here has one, so a brace is a placeholder left, in either spelling (`{name}`, `{{name}}`, `{{{name}}}`). */
const PLACEHOLDER = /[{}][^{}]{0,40}[{}]?/;

describe('every e-mail in every language', () => {
  for (const language of LANGUAGES) {
    it(`fills every placeholder in ${language}`, () => {
      const left: string[] = [];
      let rendered = 0;
      for (const [kind, payloads] of Object.entries(PAYLOADS)) {
        for (const payload of payloads) {
          const mail = renderMail(kind, payload, brand, language);
          rendered += 1;
          for (const [part, text] of Object.entries(mail)) {
            const found = PLACEHOLDER.exec(text);
            if (found) left.push(`${kind} ${part}: ${found[0]}`);
          }
        }
      }
      expect(rendered).toBeGreaterThanOrEqual(Object.keys(PAYLOADS).length);
      expect(left).toEqual([]);
    });
  }

  it('writes the verification mail’s restaurant and hours', () => {
    const mail = renderMail('email_verification', PAYLOADS.email_verification[0], brand, 'pt-PT');
    expect(mail.text).toContain('48 horas');
    expect(mail.subject).toBe('Confirme o seu endereço de e-mail para a Tasca do Porto');
  });

  it('contracts the preposition with the name’s article in Portuguese (issue 40 item 22), and reads the name bare without one', () => {
    const ready = { order: { ...pickupCash, status: 'Ready for Pickup' as const }, orderUrl: 'https://tasca.example/orders/1', notes: null };
    expect(renderMail('order_status', ready, brand, 'pt-PT').text).toContain('Venha levantá-la na Tasca do Porto.');
    expect(renderMail('order_received', { order, orderUrl: 'https://tasca.example/orders/1' }, brand, 'pt-PT').text).toContain('A Tasca do Porto recebeu a sua encomenda TDP-000042');
    const invite = renderMail('team_invite', PAYLOADS.team_invite[0], brand, 'pt-PT');
    expect(invite.subject).toBe('Ana convidou-o para a equipa da Tasca do Porto');
    expect(invite.text).toContain('Ana convidou-o para se juntar à Tasca do Porto');
    const bare = renderMail('order_status', ready, { ...brand, name: 'The Golden Fork', nameArticle: null }, 'pt-PT');
    expect(bare.text).toContain('Venha levantá-la em The Golden Fork.');
    expect(renderMail('order_status', ready, brand, 'en-GB').text).toContain('Tasca do Porto');
  });
});
