import { describe, expect, it, vi } from 'vitest';
import { addressBody, changePasswordForm, loginBody, registerForm } from './contracts/account.ts';
import { resetPasswordForm } from './contracts/password-reset.ts';
import { busyBody, slotsQuery } from './contracts/capacity.ts';
import { auditListQuery, editedOptionGroupSchema, menuCategoryIdParams, menuProductChangeBody, menuProductCreateBody, menuProductOrderBody } from './contracts/menu-editing.ts';
import { productEntrySchema } from './contracts/menu-rules.ts';
import { promotionChangeBody, promotionCreateBody, promotionIdParams } from './contracts/promotion-editing.ts';
import { promotionEntrySchema } from './contracts/promotion-rules.ts';
import {
  addDomainBody,
  capacitySettingsBody,
  contactSettingsBody,
  fulfilmentSettingsBody,
  hoursSettingsBody,
  languagesSettingsBody,
  lookSettingsBody,
  ordersSettingsBody,
  printersSettingsBody,
  slidesSettingsBody,
  tipsSettingsBody,
} from './contracts/restaurant-settings.ts';
import { printersSchema } from './contracts/printers.ts';
import { joinTeamForm, teamInviteBody, teamInviteParams, teamMemberParams, teamRoleChangeBody } from './contracts/team.ts';
import { TEAM_MESSAGES, lastOwnerProblem, teamMessages } from './team.ts';
import { CAPACITY_TEXTS } from './capacity.ts';
import { CONTACT_ERRORS } from './contracts/contact.ts';
import { FAVORITE_MESSAGES } from './contracts/favorite.ts';
import { ORGANISATION_MESSAGES } from './contracts/organisations.ts';
import { GUEST_TEXTS } from './contracts/guest-checkout.ts';
import { ORDER_MESSAGES } from './contracts/order.ts';
import { PAYMENT_MESSAGES, refundTooLargeMessage } from './contracts/payments.ts';
import { PHONE_ORDER_TEXTS } from './contracts/phone-orders.ts';
import { REALTIME_MESSAGES } from './contracts/realtime.ts';
import { ORDER_TEXTS } from './order-refusals.ts';
import { CONTROL_CHARACTER_MESSAGE } from './plain-text.ts';
import { REVIEW_MESSAGES } from './reviews.ts';
import { compileTemplate, localiseMessage, localiseValidation, messageCatalogue, orderStatusName, orderStatusState, translateMessage, type MessageCatalogue } from './message-catalogues.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** Every message a schema gives for these values. */
function messagesOf(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

/** A catalogue of only these messages. */
const catalogueOf = (messages: Record<string, string>): MessageCatalogue => ({
  messages,
  codes: { VALIDATION_ERROR: 'Dados inválidos.' },
  validation: { field: '{{field}}: valor inválido.', request: 'Pedido inválido.' },
  orderStatuses: { names: {}, states: {} },
});

describe('message catalogues (issue 31)', () => {
  it('has no catalogue for English, the messages’ own language', async () => {
    expect(await messageCatalogue('en-GB')).toBeUndefined();
    expect(localiseMessage(undefined, 'Email is required')).toBe('Email is required');
  });

  it('translates every message the diner’s and the team’s forms can show into Portuguese', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    const shown = [
      ...messagesOf(loginBody, { email: '', password: '' }),
      ...messagesOf(loginBody, { email: 'x', password: '12' }),
      ...messagesOf(registerForm, { name: '', email: '', password: 'short', confirmPassword: '', acceptTerms: false }),
      ...messagesOf(registerForm, { name: 'a'.repeat(101), email: 'a@b.pt', password: 'abcdefgh', confirmPassword: 'x', acceptTerms: true }),
      ...messagesOf(addressBody, { label: 'x'.repeat(41), street: '', city: '', postcode: '', country: '' }),
      ...messagesOf(changePasswordForm, { currentPassword: '', newPassword: '12', confirmPassword: 'x' }),
      ...messagesOf(resetPasswordForm, { token: '', password: '', confirmPassword: 'x' }),
      ...messagesOf(joinTeamForm, { name: '', password: '', confirmPassword: '' }),
    ];
    expect(shown.length).toBeGreaterThan(15);
    const untranslated = [...new Set(shown)].filter((message) => localiseMessage(portuguese, message) === message);
    expect(untranslated).toEqual([]);
  });

  it('names the field for a validation message it does not hold', async () => {
    const portuguese = await messageCatalogue('pt-PT');
    expect(localiseValidation(portuguese, 'Something new', 'items.0.quantity')).toBe('items.0.quantity: valor inválido.');
  });

  it('names the field for a rule message it does not hold (no template matches part of a message)', async () => {
    const portuguese = await messageCatalogue('pt-PT');
    expect(localiseValidation(portuguese, 'must be at most 3 stars, or else', 'rating')).not.toBe('rating: valor inválido.');
    expect(localiseValidation(portuguese, 'please: must not be negative', 'price')).toBe('price: valor inválido.');
  });
});

describe('template keys (issue 31)', () => {
  const catalogue = catalogueOf({
    'must be at most {{max}}': 'deve ser no máximo {{max}}',
    'must be at most {{max}} characters': 'deve ter no máximo {{max}} caracteres',
    'must be at most 1000000': 'deve ser no máximo um milhão',
    'repeats {{path}} ("{{name}}"); it must be unique': 'repete {{path}} ("{{name}}"); deve ser único',
    'must be a colour such as #fff or rgba(0, 0, 0, 0.4)': 'deve ser uma cor',
    'costs {{price}} (at most {{max}}.)': 'custa {{price}} (no máximo {{max}}.)',
    '{{name}} is the only owner; remove {{name}} later.': '{{name}} é o único; remova {{name}} depois.',
    'Order from {{name}}.': 'Encomendas online: {{name}}.',
  });

  it('fills the translation with the text each placeholder matched', () => {
    expect(translateMessage(catalogue, 'must be at most 42')).toBe('deve ser no máximo 42');
    expect(localiseMessage(catalogue, 'repeats categoryIds[0] ("Soups"); it must be unique')).toBe('repete categoryIds[0] ("Soups"); deve ser único');
    expect(localiseValidation(catalogue, 'costs 1.50 (at most 9.99.)', 'price')).toBe('custa 1.50 (no máximo 9.99.)');
  });

  it('puts an exact key before any template, and a template with more literal text before a shorter one', () => {
    expect(translateMessage(catalogue, 'must be at most 1000000')).toBe('deve ser no máximo um milhão');
    expect(translateMessage(catalogue, 'must be at most 200 characters')).toBe('deve ter no máximo 200 caracteres');
    // A template's own text, as a caller that fills it later asks for it, is its exact key.
    expect(localiseMessage(catalogue, 'Order from {{name}}.')).toBe('Encomendas online: {{name}}.');
  });

  it('reads parentheses, dots, brackets and other metacharacters in a key as themselves', () => {
    expect(translateMessage(catalogue, 'must be a colour such as #fff or rgba(0, 0, 0, 0.4)')).toBe('deve ser uma cor');
    expect(translateMessage(catalogue, 'must be a colour such as #fff or rgba(0, 0, 0, 0x4)')).toBeUndefined();
    expect(translateMessage(catalogue, 'costs 1.50 [at most 9.99.]')).toBeUndefined();
    expect(translateMessage(catalogue, 'costs 1.50 (at most 9.99!)')).toBeUndefined();
    expect(compileTemplate('a.b (c) {{x}}?').pattern.source).toBe(String.raw`^a\.b \(c\) ([\s\S]*?)\?$`);
  });

  it('matches a whole message only, never a part of one', () => {
    expect(translateMessage(catalogue, 'It must be at most 42')).toBeUndefined();
    expect(translateMessage(catalogue, 'repeats x ("y"); it must be unique, really')).toBeUndefined();
    expect(localiseValidation(catalogue, 'price must be at most 42', 'price')).toBe('price: valor inválido.');
    expect(localiseMessage(catalogue, 'Order from Tasca.\nAnd more', 'VALIDATION_ERROR')).toBe('Dados inválidos.');
  });

  it('needs a repeated placeholder to match the same text each time', () => {
    expect(translateMessage(catalogue, 'Ana is the only owner; remove Ana later.')).toBe('Ana é o único; remova Ana depois.');
    expect(translateMessage(catalogue, 'Ana is the only owner; remove Rui later.')).toBeUndefined();
  });

  it('compiles a catalogue’s templates once', () => {
    const counting = catalogueOf({ 'is {{n}}': 'é {{n}}' });
    const entries = vi.spyOn(Object, 'entries');
    translateMessage(counting, 'is 1');
    const afterFirst = entries.mock.calls.length;
    translateMessage(counting, 'is 2');
    translateMessage(counting, 'is 3');
    expect(entries.mock.calls.length).toBe(afterFirst);
    entries.mockRestore();
    expect(translateMessage(counting, 'is 4')).toBe('é 4');
  });
});

describe('the back office’s rule messages in Portuguese (issue 31)', () => {
  const dish = { name: 'Bacalhau', price: 9.5 };
  const group = (fields: object) => ({ name: 'Size', minSelections: 0, maxSelections: 1, values: [{ label: 'Small' }], ...fields });
  const offer = { name: 'Offer', type: 'PercentageDiscountOrder', discountValue: 10 };
  const day = { open: '12:00', close: '15:00', isClosed: false };
  const colours = Object.fromEntries(
    ['primary', 'onPrimary', 'secondary', 'onSecondary', 'accent', 'background', 'surface', 'surfaceVariant', 'text', 'textMuted', 'border', 'error', 'info', 'success', 'warning'].map(
      (name) => [name, '#123456'],
    ),
  );
  const printer = { name: 'Kitchen', host: '192.168.1.50', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] };
  const contact = {
    contact: { phone: '', email: '' },
    address: { street: 'Rua A', city: 'Lisboa', postalCode: '1000-001', country: 'Portugal', coordinates: { lat: 38.7, lng: -9.1 } },
    socialMediaLinks: {},
  };

  /** Every message the back office's bodies give for bad values (none of zod's own defaults). */
  const shown = () => [
    // Dishes and option groups (menu-rules.ts, menu-editing.ts).
    ...messagesOf(menuProductCreateBody, { ...dish, price: -1, description: 'x'.repeat(5001), imageUrl: 'ftp://x', allergens: ['Bacon'], dietaryLabels: ['Raw'] }),
    ...messagesOf(menuProductCreateBody, { ...dish, name: ' ', price: 1_000_001 }),
    ...messagesOf(menuProductCreateBody, { ...dish, price: 1.234, categoryIds: ['7b1d8a52-5a0f-4c55-9d4e-3f6a2a0c1e11', '7b1d8a52-5a0f-4c55-9d4e-3f6a2a0c1e11'] }),
    ...messagesOf(menuProductCreateBody, { ...dish, options: [group({}), group({})], mediaId: '' }),
    ...messagesOf(menuProductChangeBody, { version: 'one', price: -2 }),
    ...messagesOf(menuProductChangeBody, { version: 1.5 }),
    ...messagesOf(editedOptionGroupSchema, group({ minSelections: 2, maxSelections: 1 })),
    ...messagesOf(editedOptionGroupSchema, group({ minSelections: 2, maxSelections: 3 })),
    ...messagesOf(editedOptionGroupSchema, group({ minSelections: 1.5, maxSelections: 101 })),
    ...messagesOf(editedOptionGroupSchema, group({ minSelections: -1 })),
    ...messagesOf(
      editedOptionGroupSchema,
      group({ values: [{ label: 'A', isDefault: true }, { label: 'A', isDefault: true, priceAdjustment: 1 }, { label: 'B', priceAdjustment: -1_000_001 }] }),
    ),
    ...messagesOf(productEntrySchema, { ...dish, media: 'a photo', categories: ['Soups', 'Soups'] }),
    ...messagesOf(menuProductOrderBody, { categoryId: 'soups', ids: [] }),
    ...messagesOf(menuCategoryIdParams, { id: '' }),
    ...messagesOf(menuCategoryIdParams, { id: 'nope' }),
    ...messagesOf(auditListQuery, { before: '0' }),
    ...messagesOf(auditListQuery, { limit: 'many' }),
    ...messagesOf(auditListQuery, { limit: 0 }),
    ...messagesOf(auditListQuery, { limit: 201 }),
    ...messagesOf(auditListQuery, { limit: 1.5 }),
    // Offers (promotion-rules.ts, promotion-editing.ts).
    ...messagesOf(promotionCreateBody, { ...offer, discountValue: 101 }),
    ...messagesOf(promotionCreateBody, { ...offer, type: 'PercentageDiscountProduct', discountValue: 0, buyQuantity: 2 }),
    ...messagesOf(promotionCreateBody, { ...offer, type: 'FixedAmountDiscountOrder', discountValue: 0.001 }),
    ...messagesOf(promotionCreateBody, { ...offer, type: 'FreeShipping', discountValue: 5, couponCode: '!' }),
    ...messagesOf(promotionCreateBody, { ...offer, type: 'BuyXGetY', discountValue: 0, validFrom: 'May', usageLimitTotal: 0 }),
    ...messagesOf(promotionCreateBody, { ...offer, validFrom: '2026-05-02T00:00:00Z', validUntil: '2026-05-01T00:00:00Z', discountValue: -1 }),
    ...messagesOf(promotionCreateBody, { ...offer, discountValue: 2_000_000, translations: { 'pt-PT': { name: 'x'.repeat(201) } } }),
    ...messagesOf(promotionChangeBody, {
      version: 1,
      applicableProductIds: ['7b1d8a52-5a0f-4c55-9d4e-3f6a2a0c1e11', '7b1d8a52-5a0f-4c55-9d4e-3f6a2a0c1e11'],
      pointsCost: -1,
    }),
    ...messagesOf(promotionEntrySchema, { ...offer, type: 'FixedAmountDiscountProduct', discountValue: 1 }),
    ...messagesOf(promotionIdParams, { id: '' }),
    ...messagesOf(promotionIdParams, { id: 'nope' }),
    // Settings (restaurant-settings.ts and the schemas it reuses).
    ...messagesOf(hoursSettingsBody, {
      version: 0,
      openingHours: {
        monday: { ...day, open: '25:00' },
        tuesday: { ...day, periods: [] },
        wednesday: { ...day, periods: [{ open: '12:00', close: '15:00' }, { open: '14:00', close: '18:00' }] },
        thursday: { ...day, periods: [{ open: '22:00', close: '02:00' }, { open: '03:00', close: '04:00' }] },
        friday: { ...day, periods: [{ open: '13:00', close: '15:00' }] },
        saturday: { ...day, periods: Array.from({ length: 5 }, (_, i) => ({ open: `0${i}:00`, close: `0${i}:30` })) },
      },
      specialDates: [
        { date: '2026-02-30', isClosed: true },
        { date: '25/12/2026', isClosed: true },
        { date: '2026-12-25', endDate: '2026-12-24', isClosed: false, note: 'x'.repeat(201) },
        { date: '2026-01-01', endDate: '2027-06-01', isClosed: true },
        { date: '2026-01-02', isClosed: true },
      ],
    }),
    ...messagesOf(hoursSettingsBody, { version: 1, openingHours: {}, specialDates: Array.from({ length: 201 }, () => ({ date: '2026-01-01', isClosed: true })) }),
    ...messagesOf(fulfilmentSettingsBody, {
      version: 1,
      delivery: { fee: -1, minimumOrder: 0, allowsCollection: true },
      paymentMethods: [
        { methodName: 'Cash', isEnabled: false, orderTypes: [] },
        { methodName: 'cash ', isEnabled: false, orderTypes: ['Pickup', 'Pickup'] },
      ],
    }),
    ...messagesOf(fulfilmentSettingsBody, { version: 1, delivery: { fee: null, allowsCollection: false }, paymentMethods: [] }),
    ...messagesOf(fulfilmentSettingsBody, { version: 1, delivery: { fee: 2, allowsCollection: true }, paymentMethods: [] }),
    ...messagesOf(fulfilmentSettingsBody, {
      version: 1,
      delivery: { fee: 0, allowsCollection: false },
      paymentMethods: Array.from({ length: 21 }, (_, i) => ({ methodName: `M${i}`, isEnabled: true })),
    }),
    ...messagesOf(lookSettingsBody, { version: 1, logoUrl: 'logo.png', coverImageUrl: null, faviconUrl: null, theme: { light: { ...colours, primary: 'purple' }, dark: colours } }),
    ...messagesOf(slidesSettingsBody, {
      version: 1,
      slides: [
        { title: 'Hello', imageUrl: '/a.jpg', linkUrl: 'http://x.pt', buttonColor: 'red' },
        { title: 'hello', imageUrl: '/a.jpg', linkUrl: '/menu' },
        { title: 'Three', imageUrl: '/a.jpg', linkText: 'Go' },
      ],
    }),
    ...messagesOf(slidesSettingsBody, { version: 1, slides: Array.from({ length: 51 }, (_, i) => ({ title: `S${i}`, imageUrl: '/a.jpg' })) }),
    ...messagesOf(contactSettingsBody, {
      version: 1,
      ...contact,
      contact: { phone: '', email: 'not an address' },
      socialMediaLinks: { facebook: 'http://facebook.com/x', instagram: 'https://example.com/x', twitter: 'https://evil.test', youtube: 'ftp://youtube.com' },
    }),
    ...messagesOf(addDomainBody, { domain: ' ' }),
    ...messagesOf(addDomainBody, { domain: `${'a'.repeat(250)}.com` }),
    ...messagesOf(capacitySettingsBody, {
      version: 1,
      capacity: { slotMinutes: 7, leadMinutes: -1, travelMinutes: 241, pickup: { maxOrdersPerSlot: 0, maxItemsPerSlot: 10_001 }, delivery: { maxOrdersPerSlot: 1.5, maxItemsPerSlot: 'x' } },
    }),
    ...messagesOf(capacitySettingsBody, { version: 1, capacity: { leadMinutes: 1.5, travelMinutes: 'x', pickup: { maxOrdersPerSlot: 10_001, maxItemsPerSlot: 0 } } }),
    ...messagesOf(capacitySettingsBody, { version: 1, capacity: { leadMinutes: 'x', travelMinutes: -1, delivery: { maxItemsPerSlot: 1.5 } } }),
    ...messagesOf(capacitySettingsBody, { version: 1, capacity: { leadMinutes: 241, travelMinutes: 1.5 } }),
    ...messagesOf(slotsQuery, { type: 'eat-in', date: 'tomorrow' }),
    ...messagesOf(busyBody, { extraMinutes: 20 }),
    ...messagesOf(ordersSettingsBody, { version: 1, missedOrders: { alertMinutes: 0, rejectMinutes: 241 }, guestCheckout: 'yes' }),
    ...messagesOf(ordersSettingsBody, { version: 1, missedOrders: { alertMinutes: 10, rejectMinutes: 5 }, guestCheckout: true }),
    ...messagesOf(languagesSettingsBody, { version: 1, languages: { default: 'pt-PT', offered: [] } }),
    ...messagesOf(languagesSettingsBody, { version: 1, languages: { default: 'pt-PT', offered: ['en-GB', 'en-GB'] } }),
    ...messagesOf(tipsSettingsBody, { version: 1, tips: { enabled: true, presets: [5, 10, 15, 20, 25], allowCustom: false, orderTypes: [] } }),
    ...messagesOf(tipsSettingsBody, { version: 1, tips: { enabled: true, presets: [0.3, 12.25, 51], allowCustom: false, orderTypes: ['Pickup'] } }),
    ...messagesOf(tipsSettingsBody, { version: 1, tips: { enabled: true, presets: [10, 10], allowCustom: false, orderTypes: ['Pickup'] } }),
    ...messagesOf(tipsSettingsBody, { version: 1, tips: { enabled: true, presets: [], allowCustom: false, orderTypes: ['Pickup', 'Pickup'] } }),
    ...messagesOf(tipsSettingsBody, { version: 1, tips: { enabled: true, presets: ['ten'], allowCustom: true, orderTypes: ['Pickup'] } }),
    // Printers (printers.ts): the back office's and the tenant file's.
    ...messagesOf(printersSettingsBody, {
      version: 1,
      printers: [
        { ...printer, name: ' ', host: '8.8.8.8', port: 0, paperWidth: 57, autoPrint: 'yes', tickets: [] },
        { ...printer, name: 'x'.repeat(61), host: 'bad host!', port: 1.5, tickets: ['kitchen', 'kitchen'] },
        { ...printer, name: 'Pass', host: 'a'.repeat(254), port: 'x', tickets: ['bar'] },
        { ...printer, name: 'pass', host: '', port: 65_536 },
        { ...printer, name: 1, host: 2 },
      ],
    }),
    ...messagesOf(printersSettingsBody, { version: 1, printers: [printer, { ...printer, name: 'KITCHEN' }] }),
    ...messagesOf(printersSettingsBody, { version: 1, printers: Array.from({ length: 6 }, (_, i) => ({ ...printer, name: `P${i}` })) }),
    ...messagesOf(printersSchema, Array.from({ length: 11 }, (_, i) => ({ ...printer, name: `P${i}` }))),
    // The team (team.ts).
    ...messagesOf(teamInviteBody, { email: `${'a'.repeat(250)}@b.pt`, role: 'Chef' }),
    ...messagesOf(teamRoleChangeBody, { version: 1, role: 'Boss' }),
    ...messagesOf(teamMemberParams, { userId: '' }),
    ...messagesOf(teamMemberParams, { userId: 'x' }),
    ...messagesOf(teamInviteParams, { id: '' }),
    ...messagesOf(teamInviteParams, { id: 'x' }),
  ];

  it('has a translation for every message the rules give for bad dishes, groups, offers, settings, printers and the team', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    const messages = [...new Set(shown())];
    expect(messages.length).toBeGreaterThan(100);
    const untranslated = messages.filter((message) => localiseValidation(portuguese, message, 'field') === 'field: valor inválido.');
    expect(untranslated).toEqual([]);
  });

  it('fills the templated ones with the values the rules wrote', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    const texts = (schema: Parameters<typeof messagesOf>[0], value: unknown) => messagesOf(schema, value).map((message) => localiseValidation(portuguese, message, 'field'));
    expect(texts(promotionCreateBody, { ...offer, discountValue: 101 })).toEqual(['deve ser uma percentagem inteira de 1 a 100 para PercentageDiscountOrder']);
    expect(texts(editedOptionGroupSchema, group({ minSelections: 2, maxSelections: 1 }))).toEqual(['deve ser no máximo maxSelections (1)']);
    expect(texts(menuProductCreateBody, { ...dish, description: 'x'.repeat(5001) })).toEqual(['deve ter no máximo 5000 caracteres']);
    expect(texts(menuProductCreateBody, { ...dish, price: 1_000_001 })).toEqual(['deve ser no máximo 1000000']);
    expect(texts(productEntrySchema, { ...dish, categories: ['Soups', 'Soups'] })).toEqual(['repete categories[0] ("Soups"); deve ser único']);
    expect(texts(editedOptionGroupSchema, group({ values: [{ label: 'A', isDefault: true }, { label: 'B', isDefault: true }] }))).toEqual([
      'marcam 2 valores como predefinidos, mais do que maxSelections (1)',
    ]);
  });

  it('translates the team’s refusals, names and e-mails filled in', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    const refusals = [
      ...Object.values(TEAM_MESSAGES),
      teamMessages.alreadyMember('ana@tasca.pt'),
      teamMessages.wrongAccount('ana@tasca.pt'),
      lastOwnerProblem(1, { name: 'Ana Sousa', role: 'Owner' }, null)!,
      lastOwnerProblem(1, { name: 'Ana Sousa', role: 'Owner' }, 'Staff')!,
    ];
    expect(refusals.filter((message) => localiseMessage(portuguese, message) === message)).toEqual([]);
    expect(localiseMessage(portuguese, teamMessages.alreadyMember('ana@tasca.pt'))).toBe('ana@tasca.pt já faz parte da equipa.');
    expect(localiseMessage(portuguese, lastOwnerProblem(1, { name: 'Ana Sousa', role: 'Owner' }, 'Staff')!)).toBe(
      'Ana Sousa é o único proprietário e um restaurante precisa de ter um. Torne outra pessoa proprietária primeiro e depois altere a função de Ana Sousa.',
    );
  });
});

describe('the diner’s and the staff’s refusals in Portuguese (issue 31)', () => {
  /** Texts the API answers with (the web shows most of them as they come). Labels the web writes itself are left out. */
  const RAISED = {
    CAPACITY_TEXTS,
    CONTACT_ERRORS,
    FAVORITE_MESSAGES,
    GUEST_TEXTS: { ...GUEST_TEXTS, continueAsGuest: undefined },
    ORDER_MESSAGES,
    ORDER_TEXTS,
    ORGANISATION_MESSAGES,
    PAYMENT_MESSAGES: { ...PAYMENT_MESSAGES, confirming: undefined },
    PHONE_ORDER_TEXTS,
    REALTIME_MESSAGES,
    REVIEW_MESSAGES,
    TEAM_MESSAGES,
    CONTROL_CHARACTER_MESSAGE: { text: CONTROL_CHARACTER_MESSAGE },
  };

  it('has a translation for every one of them', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    const missing = Object.entries(RAISED).flatMap(([name, texts]) =>
      Object.values(texts as Record<string, unknown>)
        .filter((text): text is string => typeof text === 'string')
        .filter((text) => translateMessage(portuguese, text) === undefined)
        .map((text) => `${name}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('fills the amounts a refusal names', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    expect(translateMessage(portuguese, refundTooLargeMessage('12,50 €'))).toBe('Os reembolsos desta encomenda podem ser no máximo de mais 12,50 €.');
  });
});

describe('order statuses inside Portuguese messages (issue 40 item 21)', () => {
  it('names every status and says it as a state after “a encomenda”', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    for (const status of ORDER_STATUSES) {
      expect(orderStatusName(portuguese, status), status).not.toBe(status);
      expect(orderStatusState(portuguese, status), status).toMatch(/^(está|foi|saiu|falhou)/);
    }
    expect(orderStatusState(undefined, 'Out for Delivery')).toBe('Out for Delivery');
  });

  it('writes each board move’s answer as a sentence that reads', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    expect(translateMessage(portuguese, 'Order #TDP-000007 is now Out for Delivery.')).toBe('A encomenda n.º TDP-000007 saiu para entrega.');
    expect(translateMessage(portuguese, 'Order #TDP-000007 is now Delivered.')).toBe('A encomenda n.º TDP-000007 foi entregue.');
    for (const status of ORDER_STATUSES) expect(translateMessage(portuguese, `Order #TDP-000007 is now ${status}.`), status).toBeDefined();
  });
});
