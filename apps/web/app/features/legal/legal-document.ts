import { restaurantNameOf, type PublicRestaurant } from '@platter/domain';
import type { TFunction } from '../../i18n/index.ts';
import { z } from 'zod';

/** The date both documents were last changed (spec: dated 2025-05-26). */
export const LEGAL_LAST_UPDATED = '2025-05-26';

export type LegalDocumentKind = 'terms' | 'privacy';

const blockSchema = z.union([
  z.string(),
  z.object({ list: z.array(z.string()) }),
  z.object({ table: z.object({ head: z.array(z.string()), rows: z.array(z.array(z.string())) }) }),
]);
export type LegalBlock = z.infer<typeof blockSchema>;

const documentSchema = z.object({
  title: z.string(),
  metaDescription: z.string(),
  intro: z.array(z.string()),
  sections: z.array(z.object({ id: z.string(), heading: z.string(), body: z.array(blockSchema) })),
});
export type LegalDocument = z.infer<typeof documentSchema>;

/** What fills the documents' {{placeholders}}: the restaurant's own details. */
export function legalValues(restaurant: PublicRestaurant | null | undefined) {
  const address = restaurant?.address;
  return {
    restaurantName: restaurantNameOf(restaurant ?? { name: '' }),
    address: address ? [address.street, [address.city, address.postalCode].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ') : '',
    email: restaurant?.contact.email ?? '',
    phone: restaurant?.contact.phone ?? '',
    currency: restaurant ? `${restaurant.currency.code} (${restaurant.currency.symbol})` : '',
  };
}

/**
 * Whose law the documents state (docs/reference/diner-pages.md): the restaurant's country. The
 * spec's text (England and Wales, UK GDPR) is a British restaurant's; a Portuguese one's states
 * Portuguese law, its courts and the CNPD (`portugal` in the catalogue replaces those passages).
 */
export function legalJurisdiction(restaurant: PublicRestaurant | null | undefined): 'portugal' | null {
  return /^(portugal|pt|prt)$/i.test(restaurant?.address.country.trim() ?? '') ? 'portugal' : null;
}

const passagesSchema = z.record(z.string(), blockSchema);

/**
 * Passages replaced for a jurisdiction, by place: `metaDescription`, `intro.<n>`, or
 * `<section id>.<n>` (the n-th block of that section's body: a paragraph, or a whole list).
 */
function applyJurisdiction(document: LegalDocument, passages: z.infer<typeof passagesSchema>): LegalDocument {
  const text = (key: string) => {
    const passage = passages[key];
    return typeof passage === 'string' ? passage : undefined;
  };
  return {
    ...document,
    metaDescription: text('metaDescription') ?? document.metaDescription,
    intro: document.intro.map((paragraph, index) => text(`intro.${index}`) ?? paragraph),
    sections: document.sections.map((section) => ({
      ...section,
      body: section.body.map((block, index) => passages[`${section.id}.${index}`] ?? block),
    })),
  };
}

/** The document from the `legal` catalogue, with the restaurant's details filled in and its country's law. */
export function legalDocument(t: TFunction, kind: LegalDocumentKind, restaurant: PublicRestaurant | null | undefined): LegalDocument {
  const values = legalValues(restaurant);
  const document = documentSchema.parse(t(kind, { returnObjects: true, ...values }));
  const jurisdiction = legalJurisdiction(restaurant);
  if (!jurisdiction) return document;
  const passages = passagesSchema.safeParse(t(`${jurisdiction}.${kind}`, { returnObjects: true, ...values }));
  return passages.success ? applyJurisdiction(document, passages.data) : document;
}
