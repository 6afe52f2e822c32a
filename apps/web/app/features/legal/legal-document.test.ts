import type { PublicRestaurant } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import { i18n, registerCatalogues } from '../../i18n/index.ts';
import { legalDocument, type LegalBlock } from './legal-document.ts';

registerCatalogues(import.meta.glob('../../i18n/*/legal.json', { eager: true, import: 'default' }));

const restaurant = {
  name: 'The Golden Fork',
  address: { street: '12 Fleet Street', city: 'London', postalCode: 'EC4Y 1AA', country: 'United Kingdom', coordinates: { lat: 0, lng: 0 } },
  contact: { phone: '020 7946 0321', email: 'hello@goldenfork.example' },
  currency: { code: 'GBP', symbol: '£' },
} as PublicRestaurant;

const textOf = (block: LegalBlock): string[] =>
  typeof block === 'string' ? [block] : 'list' in block ? block.list : [...block.table.head, ...block.table.rows.flat()];

describe.each(['terms', 'privacy'] as const)('%s', (kind) => {
  const document = legalDocument(i18n.getFixedT('en-GB', 'legal'), kind, restaurant);
  const all = [document.title, ...document.intro, ...document.sections.flatMap((section) => [section.heading, ...section.body.flatMap(textOf)])].join('\n');

  it("fills every placeholder with the restaurant's own details", () => {
    expect(all).not.toMatch(/\{\{|\}\}|\[[A-Z ]+\]/);
    for (const detail of ['The Golden Fork', '12 Fleet Street, London EC4Y 1AA, United Kingdom', 'hello@goldenfork.example', '020 7946 0321']) {
      expect(all).toContain(detail);
    }
  });

  it('has unique section anchors and says who we are, and how to get in touch', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('who-we-are');
    expect(ids.at(-1)).toBe('contact');
  });
});

describe('legal texts', () => {
  it('terms: law of England and Wales, 18 or guardian consent, allergens and cancellations', () => {
    const terms = legalDocument(i18n.getFixedT('en-GB', 'legal'), 'terms', restaurant);
    const ids = terms.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['ordering', 'prices-and-payment', 'cancellations', 'allergens', 'accounts', 'liability', 'governing-law']));
    const text = JSON.stringify(terms);
    expect(text).toContain('governed by the law of England and Wales');
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('parent or guardian');
  });

  it('privacy: UK GDPR sections and both cookies', () => {
    const privacy = legalDocument(i18n.getFixedT('en-GB', 'legal'), 'privacy', restaurant);
    expect(privacy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['data-we-collect', 'how-we-use-it', 'legal-bases', 'retention', 'your-rights', 'cookies', 'contact']),
    );
    const text = JSON.stringify(privacy);
    expect(text).toContain('Theme cookie');
    expect(text).toContain('Refresh-token cookie');
    expect(text).toContain('UK GDPR');
  });
});

describe("the restaurant's country decides the law the documents state (issue 31)", () => {
  const tasca = { ...restaurant, name: 'Tasca do Porto', address: { ...restaurant.address, country: 'Portugal' } } as PublicRestaurant;
  const wordsOf = (kind: 'terms' | 'privacy', r: PublicRestaurant) => {
    const document = legalDocument(i18n.getFixedT('en-GB', 'legal'), kind, r);
    return [document.metaDescription, ...document.intro, ...document.sections.flatMap((s) => s.body.flatMap(textOf))].join('\n');
  };

  it('a Portuguese restaurant states Portuguese law and courts, the GDPR and the CNPD, never England and Wales or the ICO', () => {
    const terms = wordsOf('terms', tasca);
    expect(terms).toContain('These terms are governed by Portuguese law.');
    expect(terms).not.toMatch(/England|Wales|United Kingdom|Scotland/);
    // Consumer law: Portugal's, not the UK's statutes.
    expect(terms).toContain('Decree-Law no. 24/2014');
    expect(terms).not.toMatch(/Consumer Contracts|Consumer Rights Act/);
    const privacy = wordsOf('privacy', tasca);
    expect(privacy).toContain('Comissão Nacional de Proteção de Dados');
    expect(privacy).not.toMatch(/UK GDPR|UK data protection|Information Commissioner|United Kingdom|HMRC/);
    // Lists are replaced whole: the tax authority and the records' retention are Portugal's.
    expect(privacy).toContain('Autoridade Tributária e Aduaneira');
    expect(privacy).toContain('Order and payment records: 10 years');
  });

  it('in Portuguese too, a Portuguese restaurant never cites a British statute or authority', () => {
    for (const kind of ['terms', 'privacy'] as const) {
      const document = legalDocument(i18n.getFixedT('pt-PT', 'legal'), kind, tasca);
      const words = [document.metaDescription, ...document.intro, ...document.sections.flatMap((s) => s.body.flatMap(textOf))].join('\n');
      expect(words).not.toMatch(/Reino Unido|Inglaterra|Consumer (Contracts|Rights)|HMRC|ICO\b|Information Commissioner/);
      expect(words).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('a British restaurant keeps the spec’s text', () => {
    expect(wordsOf('terms', restaurant)).toContain('These terms are governed by the law of England and Wales.');
  });
});
