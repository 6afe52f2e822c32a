/**
 * Photon (OpenStreetMap): GET {base}/api?q=&limit=&lang=&countrycode= answers a GeoJSON
 * FeatureCollection whose properties follow GeocodeJSON (housenumber, street, postcode, city,
 * county, state, country, countrycode, osm_type, osm_id ...).
 *
 * Photon has no lookup by id, and re-running a search could find a different first hit, so a
 * suggestion's placeId carries its own address: `osm:{N|W|R}{osm_id}:{base64url(JSON)}`. The
 * details call decodes it: no second request, the same answer every time, and a forged id can
 * only fill the diner's own form with what they could have typed.
 */
import { z } from 'zod';
import type {
  AddressAutocompleteQuery,
  AddressAutocompleteResponse,
  AddressDetails,
  AddressDetailsQuery,
} from '@platter/domain';
import { ProviderError, providerFetch, providerJson, streetLine, type AddressLookupProvider } from './provider.ts';

const SUGGESTIONS = 5;
/** Saved addresses keep placeId up to 300 characters; longer suggestions drop their name, then go. */
const MAX_PLACE_ID = 300;
/** Languages every Photon build knows; others get the local names (older builds refuse the rest). */
const PHOTON_LANGUAGES = new Set(['en', 'de', 'fr', 'it']);

const text = z.string().optional().catch(undefined);
const featureCollection = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).loose().optional().catch(undefined),
      properties: z
        .object({
          osm_type: text,
          osm_id: z.union([z.number(), z.string()]).optional().catch(undefined),
          type: text,
          name: text,
          housenumber: text,
          street: text,
          postcode: text,
          city: text,
          locality: text,
          district: text,
          county: text,
          state: text,
          country: text,
          countrycode: text,
        })
        .loose(),
    }),
  ),
});
type Feature = z.infer<typeof featureCollection>['features'][number];

/** What a placeId carries, positionally: name, street line, city, county, state, postcode, country, lon, lat. */
const carried = z.tuple([
  z.string().max(200),
  z.string().max(200),
  z.string().max(100),
  z.string().max(100),
  z.string().max(100),
  z.string().max(20),
  z.string().max(100),
  z.number().min(-180).max(180).nullable(),
  z.number().min(-90).max(90).nullable(),
]);
type Carried = z.infer<typeof carried>;

function label([name, street, city, , , postcode, country]: Carried): string {
  // Comma-separated parts read naturally in every country ('…, London, EC4Y 1AA, United Kingdom').
  const parts = [name && name !== street ? name : '', street, city, postcode, country].filter(Boolean);
  return parts.join(', ');
}

function carriedOf(feature: Feature): Carried | null {
  const p = feature.properties;
  const isStreet = p.type === 'street';
  const isCity = p.type === 'city' || p.type === 'town' || p.type === 'village';
  const street = streetLine(p.countrycode, p.street ?? (isStreet ? (p.name ?? '') : ''), p.housenumber ?? '');
  const city = p.city ?? (isCity ? p.name : undefined) ?? p.locality ?? p.district ?? '';
  const [lon, lat] = feature.geometry?.coordinates ?? [null, null];
  const result = carried.safeParse([
    isStreet || isCity ? '' : (p.name ?? ''),
    street,
    city,
    p.county ?? '',
    p.state ?? '',
    p.postcode ?? '',
    p.country ?? '',
    lon,
    lat,
  ]);
  return result.success ? result.data : null;
}

function encode(feature: Feature, data: Carried): string | null {
  const osm = `${feature.properties.osm_type ?? 'X'}${feature.properties.osm_id ?? ''}`.replace(/[^A-Za-z0-9]/g, '');
  const id = (d: Carried) => `osm:${osm}:${Buffer.from(JSON.stringify(d)).toString('base64url')}`;
  let placeId = id(data);
  if (placeId.length > MAX_PLACE_ID) placeId = id(['', ...data.slice(1)] as Carried);
  return placeId.length > MAX_PLACE_ID ? null : placeId;
}

function decode(placeId: string): Carried | null {
  const match = /^osm:[A-Za-z0-9]*:([A-Za-z0-9_-]+)$/.exec(placeId);
  if (!match) return null;
  try {
    const result = carried.safeParse(JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export class PhotonProvider implements AddressLookupProvider {
  readonly name = 'photon' as const;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(baseUrl: string, fetchImpl: typeof fetch = fetch) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.fetchImpl = fetchImpl;
  }

  async autocomplete(query: AddressAutocompleteQuery): Promise<AddressAutocompleteResponse> {
    const params = new URLSearchParams({ q: query.input, limit: String(SUGGESTIONS * 2) });
    const language = query.language.split('-')[0]!.toLowerCase();
    if (PHOTON_LANGUAGES.has(language)) params.set('lang', language);
    for (const code of query.includedRegionCodes) params.append('countrycode', code);

    const response = await providerFetch(this.fetchImpl, `${this.baseUrl}/api?${params}`, { method: 'GET', headers: { accept: 'application/json' } }, 'Photon');
    const body = await providerJson(response, 'Photon');
    if (!response.ok) throw new ProviderError(`Photon answered ${response.status}`, response.status);
    const parsed = featureCollection.safeParse(body);
    if (!parsed.success) throw new ProviderError('Photon answer is not a FeatureCollection', response.status);

    const regions = new Set(query.includedRegionCodes);
    const seen = new Set<string>();
    const suggestions: AddressAutocompleteResponse['suggestions'] = [];
    for (const feature of parsed.data.features) {
      // Older Photon builds ignore countrycode: filter here too.
      const country = feature.properties.countrycode?.toUpperCase();
      if (regions.size && (!country || !regions.has(country))) continue;
      const data = carriedOf(feature);
      if (!data) continue;
      const text = label(data);
      const placeId = text ? encode(feature, data) : null;
      if (!placeId || seen.has(text)) continue;
      seen.add(text);
      suggestions.push({ placePrediction: { placeId, text: { text } } });
      if (suggestions.length === SUGGESTIONS) break;
    }
    return { suggestions };
  }

  async details(query: AddressDetailsQuery): Promise<AddressDetails | null> {
    const data = decode(query.place_id);
    if (!data) return null;
    const [, street, city, county, state, postcode, country, lon, lat] = data;
    return {
      street,
      city,
      county,
      state_or_region: county || state,
      postcode,
      country,
      formatted_address: label(data),
      ...(lon !== null && lat !== null ? { location: { type: 'Point' as const, coordinates: [lon, lat] as [number, number] } } : {}),
    };
  }
}
