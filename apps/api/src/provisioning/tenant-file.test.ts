import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.ts';
import { tenantFileJsonSchema, tenantFileJsonSchemaText } from './json-schema.ts';
import type { TenantFileInput } from './schema.ts';
import { formatTenantFile, parseTenantFile, parseTenantFileText, TenantFileError, type FileProblem } from './tenant-file.ts';

const seedText = (name: string) => readFileSync(`${API_ROOT}/src/provisioning/demo-seed/${name}`, 'utf8');
const goldenFork = () => JSON.parse(seedText('golden-fork.json')) as Record<string, unknown> & Pick<TenantFileInput, 'theme'>;

function problemsOf(input: unknown): FileProblem[] {
  try {
    parseTenantFile(input);
  } catch (err) {
    if (err instanceof TenantFileError) return err.problems;
    throw err;
  }
  throw new Error('Expected the file to be refused.');
}

const MINIMAL: TenantFileInput = {
  version: 1,
  slug: 'corner-cafe',
  name: 'Corner Café',
  settings: {
    currency: { code: 'EUR', symbol: '€' },
    timeZone: 'Europe/Lisbon',
    delivery: { fee: null, allowsCollection: true },
    address: { street: '1 Rua Nova', city: 'Porto', postalCode: '4000-001', country: 'Portugal', coordinates: { lat: 41.1, lng: -8.6 } },
  },
  openingHours: { monday: { open: '08:00', close: '18:00', isClosed: false } },
  theme: goldenFork().theme,
  paymentMethods: [{ methodName: 'Cash on Delivery', isEnabled: true }],
  categories: [{ name: 'Coffee' }],
  products: [{ name: 'Espresso', price: 1.2, categories: ['Coffee'], options: [{ name: 'Cup', values: [{ label: 'Single' }] }] }],
};

describe('the tenant file', () => {
  it('is what the demo seed files are, in canonical form: parsing and formatting gives back the same text', () => {
    for (const name of ['golden-fork.json', 'tasca-do-porto.json']) {
      expect(formatTenantFile(parseTenantFileText(seedText(name), name))).toBe(seedText(name));
    }
  });

  it('fills in defaults, so a person may leave them out', () => {
    const file = parseTenantFile(MINIMAL);
    expect(file).toMatchObject({ description: '', ownerEmail: null, promotions: [], highlights: [], about: { teaser: null, fullPage: null } });
    expect(file.settings).toMatchObject({ logoUrl: null, contact: { phone: '', email: '' }, socialMediaLinks: {}, pointsPerCurrencyUnit: 1 });
    expect(file.products[0]).toMatchObject({ description: '', isActive: true, isFeatured: false, isAvailable: true, allergens: [] });
    expect(file.products[0]!.options[0]).toEqual({
      name: 'Cup',
      minSelections: 0,
      maxSelections: 1,
      values: [{ label: 'Single', priceAdjustment: 0, isDefault: false }],
    });
    // The canonical form parses to itself.
    expect(parseTenantFile(JSON.parse(formatTenantFile(file)))).toEqual(file);
  });

  it('refuses a broken file with every problem named by its path', () => {
    const file = goldenFork();
    const products = file.products as Record<string, unknown>[] & { options: Record<string, unknown>[] }[];
    products[3]!.options[0]!.maxSelections = 0;
    products[4]!.price = 12.345;
    products[5]!.categories = ['Starters', 'Brunch'];
    products[6]!.isFeatued = true;
    products[8]!.name = products[7]!.name;
    delete file.name;
    file.slug = 'The Golden Fork';
    (file.settings as Record<string, unknown>).timeZone = 'Mars/Olympus_Mons';
    (file.promotions as Record<string, unknown>[])[0]!.discountValue = 5;
    (file.promotions as Record<string, unknown>[])[1]!.applicableProducts = ['Margherita', 'Calzone'];
    (file.highlights as Record<string, unknown>[])[0]!.animationHint = 'spin';

    expect(problemsOf(file)).toEqual([
      { path: 'slug', message: 'must be lowercase letters, digits and inner hyphens, at most 63 (e.g. golden-fork)' },
      { path: 'name', message: 'is required' },
      { path: 'settings.timeZone', message: 'must be an IANA time zone such as Europe/London' },
      { path: 'products[3].options[0].maxSelections', message: 'must be at least 1' },
      { path: 'products[4].price', message: 'must have at most 2 decimals' },
      { path: 'products[5].categories[1]', message: 'names no category in this file ("Brunch")' },
      { path: 'products[6].isFeatued', message: 'is not a known field (check its spelling)' },
      { path: 'products[8].name', message: 'repeats products[7].name ("28-Day Aged Sirloin Steak"); it must be unique' },
      { path: 'promotions[0].discountValue', message: 'must be 0 for FreeShipping' },
      { path: 'promotions[1].applicableProducts[1]', message: 'names no product in this file ("Calzone")' },
      {
        path: 'highlights[0].animationHint',
        message: 'must be one of "slide-in-left", "zoom-in", "fade-up", "none", "fade-in"',
      },
    ]);
  });

  it('refuses a translation into a language Platter does not know, or of a field that is not translatable', () => {
    const file = goldenFork();
    (file.products as Record<string, unknown>[])[0]!.translations = { 'fr-FR': { name: 'Soupe' } };
    (file.categories as Record<string, unknown>[])[0]!.translations = { 'pt-PT': { price: 'x' } };
    expect(problemsOf(file)).toEqual([
      { path: 'categories[0].translations.pt-PT.price', message: 'is not a known field (check its spelling)' },
      { path: 'products[0].translations.fr-FR', message: 'is not a known field (check its spelling)' },
    ]);
  });

  it('checks groups, promotions and slides against their own rules', () => {
    const problems = problemsOf({
      ...MINIMAL,
      ownerEmail: 'not-an-email',
      paymentMethods: [
        { methodName: 'Card', isEnabled: true },
        { methodName: 'card ', isEnabled: false },
      ],
      products: [
        {
          name: 'Espresso',
          price: 1.2,
          options: [
            { name: 'Cup', minSelections: 2, maxSelections: 3, values: [{ label: 'Single' }] },
            { name: 'Milk', maxSelections: 1, values: [{ label: 'Oat', isDefault: true }, { label: 'Oat', isDefault: true }] },
          ],
        },
      ],
      promotions: [
        { name: 'Two for one', type: 'BuyXGetY', buyQuantity: 2 },
        { name: 'Half off', type: 'PercentageDiscountOrder', discountValue: 50.5, couponCode: 'HALF', buyQuantity: 1 },
        { name: 'Fiver', type: 'FixedAmountDiscountOrder', discountValue: 5, couponCode: 'half', validFrom: '2026-06-01T00:00:00Z', validUntil: '2026-05-01T00:00:00+01:00' },
      ],
      highlights: [{ title: 'Hello', imageUrl: '//cdn.example/x.jpg', linkUrl: '/menu', linkProduct: 'Espresso' }],
    });
    expect(problems).toEqual([
      { path: 'ownerEmail', message: 'must be an e-mail address' },
      { path: 'paymentMethods[1].methodName', message: 'Each payment method is listed once.' },
      { path: 'products[0].options[0].minSelections', message: 'must be at most the number of values (1)' },
      { path: 'products[0].options[1].values[1].label', message: 'repeats values[0].label ("Oat"); it must be unique' },
      { path: 'products[0].options[1].values', message: 'mark 2 values as default, more than maxSelections (1)' },
      { path: 'promotions[0].getQuantity', message: 'is required for BuyXGetY' },
      { path: 'promotions[1].discountValue', message: 'must be a whole percent from 1 to 100 for PercentageDiscountOrder' },
      { path: 'promotions[1].buyQuantity', message: 'must be null: it applies to BuyXGetY only' },
      { path: 'promotions[2].validUntil', message: 'must be after validFrom' },
      { path: 'promotions[2].couponCode', message: 'repeats promotions[1].couponCode ("half"); it must be unique' },
      { path: 'highlights[0].imageUrl', message: 'must be a path starting with / or an http(s) URL' },
      { path: 'highlights[0].linkProduct', message: 'must be null when linkUrl is given (a slide has one link)' },
    ]);
  });

  it("holds dishes to the menu editor's rules: the UK's 14 allergens, the dietary labels, and only free values as defaults", () => {
    const problems = problemsOf({
      ...MINIMAL,
      products: [
        {
          name: 'Tart',
          price: 5,
          allergens: ['Gluten', 'Tree nuts'],
          dietaryLabels: ['Vegan', 'Organic'],
          options: [{ name: 'Cream', values: [{ label: 'None', isDefault: false }, { label: 'Clotted', priceAdjustment: 1, isDefault: true }] }],
        },
        { name: 'Cheaper', price: 5, options: [{ name: 'Size', minSelections: 1, values: [{ label: 'Small', priceAdjustment: -1, isDefault: true }] }] },
      ],
    });
    expect(problems.map((p) => p.path)).toEqual(['products[0].allergens[1]', 'products[0].dietaryLabels[1]', 'products[0].options[0].values[1].isDefault']);
    expect(problems[0]!.message).toMatch(/^must be one of /);
    expect(problems[2]!.message).toBe('must be false for a value that costs extra: only free values may be chosen for the diner');
  });

  it('says where JSON itself is broken, and what is wrong with a file that is not an object', () => {
    expect(() => parseTenantFileText('{"version": 1,', 'menu.json')).toThrow(/^menu\.json is not a valid tenant file \(1 problem\):\n {2}\(file\): is not valid JSON: /);
    expect(problemsOf([])).toEqual([{ path: '(file)', message: 'must be an object' }]);
    expect(problemsOf({ ...MINIMAL, version: 2 })).toEqual([{ path: 'version', message: 'must be 1' }]);
  });

  it('is described by docs/tenant-file.schema.json, generated from the same schema (npm run tenant -- schema)', () => {
    expect(readFileSync(`${API_ROOT}/../../docs/tenant-file.schema.json`, 'utf8')).toBe(tenantFileJsonSchemaText());
    const schema = tenantFileJsonSchema() as { required: string[]; additionalProperties: boolean; properties: Record<string, unknown> };
    expect(schema.required).toEqual(['version', 'slug', 'name', 'settings', 'openingHours', 'theme', 'paymentMethods']);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toContain('ownerEmail');
  });
});
