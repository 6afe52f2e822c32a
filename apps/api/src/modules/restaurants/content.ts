/** The restaurant's content (owner: restaurants): its contact details and address, in the one shape the file, the public configuration and the back office use. */
import type { ContactSettings } from '@platter/domain';
import type { RestaurantRow } from '../../db/schema.ts';

type ContactColumns = Pick<RestaurantRow, 'contactPhone' | 'contactEmail'>;
type AddressColumns = Pick<RestaurantRow, 'addressStreet' | 'addressCity' | 'addressPostalCode' | 'addressCountry' | 'latitude' | 'longitude'>;

/** The restaurant's phone and e-mail as the tenant file, the public configuration and the Contact section carry them. */
export const contactOf = (row: ContactColumns): ContactSettings['contact'] => ({ phone: row.contactPhone, email: row.contactEmail });

/** The restaurant's address with its map pin, in the same shape everywhere. */
export const addressOf = (row: AddressColumns): ContactSettings['address'] => ({
  street: row.addressStreet,
  city: row.addressCity,
  postalCode: row.addressPostalCode,
  country: row.addressCountry,
  coordinates: { lat: row.latitude, lng: row.longitude },
});
