/**
 * The words on printed tickets, in the restaurant's language (issue 40, item 19): a Portuguese
 * kitchen reads 'COZINHA', 'LEVANTAMENTO para as 12:00' and '29,00 €'. Tickets are laid out in the
 * domain (the network printers and the browser's print preview print the same lines), so their
 * texts are here, one table per language, as the staff screens word them.
 */
import type { Language } from './languages.ts';
import type { PaymentStatus } from './order-status.ts';

export interface TicketTexts {
  kitchen: string;
  packing: string;
  pickup: string;
  delivery: string;
  asap: string;
  scheduledFor: (time: string) => string;
  placed: (time: string) => string;
  readyBy: (time: string) => string;
  /** A delivery's promised time: at the diner's door, its travel included (as on the board). */
  atTheDoorBy: (time: string) => string;
  guest: string;
  phone: (phone: string) => string;
  driver: (instructions: string) => string;
  allergens: string;
  note: string;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  tip: string;
  total: string;
  paid: string;
  notPaid: (status: string) => string;
  paymentStatuses: Record<PaymentStatus, string>;
  /** The payment methods' stored names as the staff screens show them; a name not listed prints as stored. */
  methods: Record<string, string>;
  /** The test page (back office, Printers). */
  testPage: {
    title: string;
    printer: (name: string) => string;
    paper: (width: number, columns: number) => string;
    sentAt: (time: string) => string;
    characters: string;
    /** A sample amount in the restaurant's money format. */
    amount: string;
    working: string;
  };
}

const ENGLISH: TicketTexts = {
  kitchen: 'KITCHEN',
  packing: 'PACKING',
  pickup: 'PICKUP',
  delivery: 'DELIVERY',
  asap: 'ASAP',
  scheduledFor: (time) => `for ${time}`,
  placed: (time) => `Placed ${time}`,
  readyBy: (time) => `Ready by ${time}`,
  atTheDoorBy: (time) => `At the door by ${time}`,
  guest: 'Guest',
  phone: (phone) => `Tel ${phone}`,
  driver: (instructions) => `Driver: ${instructions}`,
  allergens: 'ALLERGENS',
  note: 'NOTE',
  subtotal: 'Subtotal',
  discount: 'Discount',
  // eslint-disable-next-line platter/fulfilment-literals -- the fee line's printed word, not an order type
  deliveryFee: 'Delivery',
  tip: 'Tip',
  total: 'TOTAL',
  paid: 'PAID',
  notPaid: (status) => `NOT PAID (${status})`,
  paymentStatuses: { Pending: 'Pending', Paid: 'Paid', Failed: 'Failed', 'Partially Refunded': 'Partially Refunded', Refunded: 'Refunded' },
  methods: { 'Cash on Collection': 'Cash on Collection' },
  testPage: {
    title: 'TEST PAGE',
    printer: (name) => `Printer: ${name}`,
    paper: (width, columns) => `Paper: ${width} mm, ${columns} characters a line`,
    sentAt: (time) => `Sent ${time}`,
    characters: 'Characters',
    amount: 'Amount',
    working: 'If you can read this page, tickets will print here.',
  },
};

const PORTUGUESE: TicketTexts = {
  kitchen: 'COZINHA',
  packing: 'EMBALAGEM',
  pickup: 'LEVANTAMENTO',
  delivery: 'ENTREGA',
  asap: 'O MAIS CEDO POSSÍVEL',
  scheduledFor: (time) => `para as ${time}`,
  placed: (time) => `Feita às ${time}`,
  readyBy: (time) => `Pronta às ${time}`,
  atTheDoorBy: (time) => `À porta às ${time}`,
  guest: 'Cliente',
  phone: (phone) => `Tel. ${phone}`,
  driver: (instructions) => `Estafeta: ${instructions}`,
  allergens: 'ALERGÉNIOS',
  note: 'NOTA',
  subtotal: 'Subtotal',
  discount: 'Desconto',
  deliveryFee: 'Entrega',
  tip: 'Gorjeta',
  total: 'TOTAL',
  paid: 'PAGO',
  notPaid: (status) => `NÃO PAGO (${status})`,
  paymentStatuses: { Pending: 'Pendente', Paid: 'Pago', Failed: 'Falhado', 'Partially Refunded': 'Parcialmente reembolsado', Refunded: 'Reembolsado' },
  methods: { 'Cash on Collection': 'Dinheiro no levantamento', 'Cash on Delivery': 'Dinheiro na entrega', 'Online Payment': 'Pagamento online' },
  testPage: {
    title: 'PÁGINA DE TESTE',
    printer: (name) => `Impressora: ${name}`,
    paper: (width, columns) => `Papel: ${width} mm, ${columns} caracteres por linha`,
    sentAt: (time) => `Enviada às ${time}`,
    characters: 'Caracteres',
    amount: 'Valor',
    working: 'Se consegue ler esta página, os talões vão sair aqui.',
  },
};

export const TICKET_TEXTS: Record<Language, TicketTexts> = { 'en-GB': ENGLISH, 'pt-PT': PORTUGUESE };
