import { z } from 'zod';

// Address search (spec 7: GET /address/autocomplete and /address/details). The answers keep the
// shapes the storefront reads: Google Places (New)'s autocomplete response, and a flat address.

/** Google's session token rule: URL-safe base64, at most 36 characters (a UUID fits). */
const sessionToken = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(36, 'Session token must be at most 36 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Session token may contain only letters, digits, - and _.');

const languageTag = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Language must be a language tag such as en-GB.')
  .default('en-GB');

export const DEFAULT_ADDRESS_REGIONS = ['GB', 'PT'] as const;

/** 'GB,PT', or the parameter repeated; two-letter region codes, at most 15 (Google's limit). */
const regionCodes = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Region codes are two letters, such as GB.'))
      .max(15, 'At most 15 region codes.'),
  )
  .transform((codes) => (codes.length ? codes : [...DEFAULT_ADDRESS_REGIONS]))
  .optional()
  .transform((codes) => codes ?? [...DEFAULT_ADDRESS_REGIONS]);

export const addressAutocompleteQuery = z.object({
  input: z
    .string({ message: 'Search text is required.' })
    .trim()
    .min(1, 'Search text is required.')
    .max(200, 'Search text must be at most 200 characters.'),
  sessionToken: sessionToken('Session token is required for autocomplete.'),
  includedRegionCodes: regionCodes,
  language: languageTag,
});
export type AddressAutocompleteQuery = z.output<typeof addressAutocompleteQuery>;

export const addressDetailsQuery = z.object({
  place_id: z
    .string({ message: 'Place ID is required to fetch details.' })
    .trim()
    .min(1, 'Place ID is required to fetch details.')
    .max(1000, 'Place ID must be at most 1000 characters.'),
  sessionToken: sessionToken('Session token is required for place details.'),
  language: languageTag,
});
export type AddressDetailsQuery = z.output<typeof addressDetailsQuery>;

/** One suggestion, exactly as Google Places (New) names it. */
export const addressSuggestionSchema = z.object({
  placePrediction: z.object({
    placeId: z.string(),
    text: z.object({ text: z.string() }),
  }),
});
export const addressAutocompleteResponse = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type AddressAutocompleteResponse = z.infer<typeof addressAutocompleteResponse>;

/** GeoJSON point, [longitude, latitude], as saved addresses take it. */
export const geoPointSchema = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) });

export const addressDetailsResponse = z.object({
  street: z.string(),
  city: z.string(),
  /** The county (GB) or second-level area; '' when the place has none. */
  county: z.string(),
  /** What the address form's region field shows: the county, else the first-level area. */
  state_or_region: z.string(),
  postcode: z.string(),
  country: z.string(),
  formatted_address: z.string(),
  location: geoPointSchema.optional(),
});
export type AddressDetails = z.infer<typeof addressDetailsResponse>;
