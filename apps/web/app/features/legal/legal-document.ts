import type { PublicRestaurant } from '@platter/domain';
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
    restaurantName: restaurant?.name ?? '',
    address: address ? [address.street, [address.city, address.postalCode].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ') : '',
    email: restaurant?.contact.email ?? '',
    phone: restaurant?.contact.phone ?? '',
    currency: restaurant ? `${restaurant.currency.code} (${restaurant.currency.symbol})` : '',
  };
}

/** The document from the `legal` catalogue, with the restaurant's details filled in. */
export function legalDocument(t: TFunction, kind: LegalDocumentKind, restaurant: PublicRestaurant | null | undefined): LegalDocument {
  const raw: unknown = t(kind, { returnObjects: true, ...legalValues(restaurant) });
  return documentSchema.parse(raw);
}
