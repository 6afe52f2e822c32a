/**
 * Google Places API (New):
 * - POST {base}/v1/places:autocomplete (body: input, sessionToken, includedRegionCodes, languageCode)
 * - GET  {base}/v1/places/{placeId}?sessionToken=&languageCode= with a field mask of
 *   addressComponents, formattedAddress, location.
 * Both carry the key in X-Goog-Api-Key (never in the URL, so it never reaches a log line).
 */
import { z } from 'zod';
import type {
  AddressAutocompleteQuery,
  AddressAutocompleteResponse,
  AddressDetails,
  AddressDetailsQuery,
} from '@platter/domain';
import { ProviderError, providerFetch, providerJson, streetLine, type AddressLookupProvider } from './provider.ts';

const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z.object({ placeId: z.string().min(1), text: z.object({ text: z.string() }) }).optional(),
      }),
    )
    .optional(),
});

const placeAnswer = z.object({
  formattedAddress: z.string().optional(),
  addressComponents: z
    .array(z.object({ longText: z.string().optional(), shortText: z.string().optional(), types: z.array(z.string()).optional() }))
    .optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});

const errorAnswer = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});

/** Google's place ids are URL-safe; anything else cannot name a place. */
const PLACE_ID = /^[A-Za-z0-9_-]{1,1000}$/;

export class GooglePlacesProvider implements AddressLookupProvider {
  readonly name = 'google' as const;
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly fetchImpl: typeof fetch;

  constructor(baseUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.apiKey = apiKey;
    this.fetchImpl = fetchImpl;
  }

  async autocomplete(query: AddressAutocompleteQuery): Promise<AddressAutocompleteResponse> {
    const response = await providerFetch(
      this.fetchImpl,
      `${this.baseUrl}/v1/places:autocomplete`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': this.apiKey,
          'x-goog-fieldmask': 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
        },
        body: JSON.stringify({
          input: query.input,
          sessionToken: query.sessionToken,
          includedRegionCodes: query.includedRegionCodes.map((code) => code.toLowerCase()),
          languageCode: query.language,
        }),
      },
      'Google Places',
    );
    const body = await providerJson(response, 'Google Places');
    if (!response.ok) throw this.failure(response.status, body);
    const parsed = autocompleteAnswer.safeParse(body);
    if (!parsed.success) throw new ProviderError('Google Places autocomplete answer has an unexpected shape', response.status);
    return {
      suggestions: (parsed.data.suggestions ?? []).flatMap((s) =>
        s.placePrediction ? [{ placePrediction: { placeId: s.placePrediction.placeId, text: { text: s.placePrediction.text.text } } }] : [],
      ),
    };
  }

  async details(query: AddressDetailsQuery): Promise<AddressDetails | null> {
    if (!PLACE_ID.test(query.place_id)) return null;
    const params = new URLSearchParams({ sessionToken: query.sessionToken, languageCode: query.language });
    const response = await providerFetch(
      this.fetchImpl,
      `${this.baseUrl}/v1/places/${encodeURIComponent(query.place_id)}?${params}`,
      {
        method: 'GET',
        headers: { 'x-goog-api-key': this.apiKey, 'x-goog-fieldmask': 'addressComponents,formattedAddress,location' },
      },
      'Google Places',
    );
    const body = await providerJson(response, 'Google Places');
    if (!response.ok) {
      if (this.isUnknownPlace(response.status, body)) return null;
      throw this.failure(response.status, body);
    }
    const parsed = placeAnswer.safeParse(body);
    if (!parsed.success) throw new ProviderError('Google Places details answer has an unexpected shape', response.status);
    return toAddress(parsed.data);
  }

  /** 404, or a 400 about the place id itself (not about the key or quota). */
  private isUnknownPlace(status: number, body: unknown): boolean {
    if (status === 404) return true;
    if (status !== 400) return false;
    const error = errorAnswer.safeParse(body);
    if (!error.success) return false;
    const reasons = (error.data.error.details ?? []).map((d) => d.reason ?? '');
    return !reasons.some((r) => r.startsWith('API_KEY')) && !/api key/i.test(error.data.error.message ?? '');
  }

  private failure(status: number, body: unknown): ProviderError {
    const error = errorAnswer.safeParse(body);
    return new ProviderError(`Google Places answered ${status}${error.success && error.data.error.status ? ` ${error.data.error.status}` : ''}`, status);
  }
}

type Place = z.infer<typeof placeAnswer>;

function toAddress(place: Place): AddressDetails {
  const components = place.addressComponents ?? [];
  const long = (...types: string[]): string => {
    for (const type of types) {
      const found = components.find((c) => c.types?.includes(type));
      if (found?.longText) return found.longText;
    }
    return '';
  };
  const countryCode = components.find((c) => c.types?.includes('country'))?.shortText;
  const street = streetLine(countryCode, long('route'), long('street_number')) || long('premise', 'point_of_interest', 'establishment');
  const subpremise = long('subpremise');
  const county = long('administrative_area_level_2');
  const postcode = [long('postal_code'), long('postal_code_suffix')].filter(Boolean).join('-');
  return {
    street: subpremise && street ? `${subpremise}, ${street}` : street,
    city: long('postal_town', 'locality', 'sublocality', 'administrative_area_level_3'),
    county,
    state_or_region: county || long('administrative_area_level_1'),
    postcode,
    country: long('country'),
    formatted_address: place.formattedAddress ?? '',
    ...(place.location ? { location: { type: 'Point' as const, coordinates: [place.location.longitude, place.location.latitude] as [number, number] } } : {}),
  };
}
