import { type AddressDetails, addressDetailsResponse } from '@platter/domain';
import { http } from '../http.ts';
import { ADDRESS_SEARCH_LANGUAGE } from './address-autocomplete.ts';

/** GET /address/details: street, city, region, postcode, country of the chosen suggestion. */
export async function fetchAddressDetails(placeId: string, sessionToken: string): Promise<AddressDetails> {
  const query = new URLSearchParams({ place_id: placeId, sessionToken, language: ADDRESS_SEARCH_LANGUAGE });
  return http.get(`/address/details?${query}`, addressDetailsResponse);
}
