import type { SavedAddress } from '@platter/domain';
import type { SavedAddressRow } from './queries.ts';

export function presentAddress(row: SavedAddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    street: row.street,
    city: row.city,
    state_or_region: row.stateOrRegion,
    // The spec reads both names.
    postalCode: row.postalCode,
    postcode: row.postalCode,
    country: row.country,
    location: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    placeId: row.placeId,
    note: row.note,
    isDefault: row.isDefault,
  };
}
