import { addressAutocompleteResponse } from '@platter/domain';
import { http } from '../http.ts';

/** Spec 9: suggestions in GB and PT, in en-GB. */
export const ADDRESS_SEARCH_REGIONS = 'GB,PT';
export const ADDRESS_SEARCH_LANGUAGE = 'en-GB';

export interface AddressSuggestion {
  placeId: string;
  text: string;
}

/** GET /address/autocomplete → the suggestions for the typed text. */
export async function fetchAddressSuggestions(input: string, sessionToken: string): Promise<AddressSuggestion[]> {
  const query = new URLSearchParams({
    input,
    sessionToken,
    includedRegionCodes: ADDRESS_SEARCH_REGIONS,
    language: ADDRESS_SEARCH_LANGUAGE,
  });
  const body = await http.get(`/address/autocomplete?${query}`, addressAutocompleteResponse);
  return body.suggestions.map(({ placePrediction }) => ({ placeId: placePrediction.placeId, text: placePrediction.text.text }));
}
