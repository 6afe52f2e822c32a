import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { addressAutocompleteResponse, addressDetailsResponse, addressResponse } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';
import { registerDiner, type Session } from '../../test/auth.ts';
import { FAKE_GOOGLE_KEY, fakeGooglePlaces, fakePhoton } from '../../test/fake-address-providers.ts';

const google = await fakeGooglePlaces();
const photon = await fakePhoton();
afterAll(async () => {
  await google.close();
  await photon.close();
});

const NOT_CONFIGURED = { message: 'Address search is not configured.', code: 'SERVICE_UNAVAILABLE' };
const PROVIDER_FAILED = {
  message: 'Address search is unavailable right now. Please try again or enter the address by hand.',
  code: 'BAD_GATEWAY',
};
const NO_DETAILS = { message: 'Received no details for the selected address.', code: 'NOT_FOUND' };
const ROOMY = { AUTH_RATE_LIMIT_MAX: '1000' };

function lookup(t: TestApp, path: string, session: Session | null) {
  return t.app.inject({ url: `${API_PREFIX}/address/${path}`, headers: session ? session.headers : {} });
}

/** The checks every provider passes: sign-in, the spec's validation texts. */
function sharedRules(t: TestApp, diner: () => Session) {
  it('requires a signed-in diner', async () => {
    for (const path of ['autocomplete?input=fleet&sessionToken=abc', 'details?place_id=x&sessionToken=abc']) {
      const res = await lookup(t, path, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'User not authenticated.', code: 'UNAUTHORIZED' });
    }
  });

  it.each([
    ['autocomplete?input=fleet', 'Session token is required for autocomplete.', 'sessionToken'],
    ['autocomplete?input=fleet&sessionToken=', 'Session token is required for autocomplete.', 'sessionToken'],
    ['autocomplete?sessionToken=abc', 'Search text is required.', 'input'],
    ['autocomplete?input=%20%20&sessionToken=abc', 'Search text is required.', 'input'],
    ['autocomplete?input=fleet&sessionToken=abc&includedRegionCodes=GBR', 'Region codes are two letters, such as GB.', 'includedRegionCodes.0'],
    ['autocomplete?input=fleet&sessionToken=abc&language=english!', 'Language must be a language tag such as en-GB.', 'language'],
    ['autocomplete?input=fleet&sessionToken=a%2Fb', 'Session token may contain only letters, digits, - and _.', 'sessionToken'],
    ['details?sessionToken=abc', 'Place ID is required to fetch details.', 'place_id'],
    ['details?place_id=&sessionToken=abc', 'Place ID is required to fetch details.', 'place_id'],
    ['details?place_id=ChIJfleet', 'Session token is required for place details.', 'sessionToken'],
    ['details', 'Place ID is required to fetch details.', 'place_id'],
  ])('GET /address/%s → 400 %s', async (path, message, field) => {
    const res = await lookup(t, path, diner());
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: { field?: string; message: string }[] };
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual({ field, message });
  });
}

describeEachDatabase(
  'address search with no provider configured',
  (t) => {
    let diner: Session;
    beforeAll(async () => {
      diner = await registerDiner(t.app);
    });

    it('answers 503 so the storefront hides the search box', async () => {
      for (const path of ['autocomplete?input=fleet&sessionToken=abc', 'details?place_id=ChIJfleet&sessionToken=abc', 'autocomplete']) {
        const res = await lookup(t, path, diner);
        expect(res.statusCode, path).toBe(503);
        expect(res.json()).toEqual(NOT_CONFIGURED);
      }
    });

    it('still requires sign-in first', async () => {
      expect((await lookup(t, 'autocomplete?input=fleet&sessionToken=abc', null)).statusCode).toBe(401);
    });
  },
  { env: ROOMY },
);

describeEachDatabase(
  'address search through Google Places (New)',
  (t) => {
    let diner: Session;
    beforeAll(async () => {
      diner = await registerDiner(t.app);
    });
    beforeEach(() => {
      google.requests.length = 0;
    });

    sharedRules(t, () => diner);

    it("answers suggestions in Google's autocomplete shape, sending the key, session token, regions and language", async () => {
      const res = await lookup(t, 'autocomplete?input=12%20fleet&sessionToken=0f4c-token_1', diner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        suggestions: [
          { placePrediction: { placeId: 'ChIJfleet', text: { text: '12 Fleet Street, London EC4Y 1AA, UK' } } },
          { placePrediction: { placeId: 'ChIJporto', text: { text: 'Rua de São João 45, Porto, Portugal' } } },
        ],
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const [sent] = google.requests;
      expect(sent).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
      expect(sent!.headers['x-goog-api-key']).toBe(FAKE_GOOGLE_KEY);
      expect(sent!.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
      expect(sent!.body).toEqual({ input: '12 fleet', sessionToken: '0f4c-token_1', includedRegionCodes: ['gb', 'pt'], languageCode: 'en-GB' });
      expect(res.body).not.toContain(FAKE_GOOGLE_KEY);
    });

    it('passes the regions and language the storefront asks for', async () => {
      await lookup(t, 'autocomplete?input=rua&sessionToken=abc&includedRegionCodes=pt&includedRegionCodes=es&language=pt-PT', diner);
      expect(google.requests[0]!.body).toMatchObject({ includedRegionCodes: ['pt', 'es'], languageCode: 'pt-PT' });
      await lookup(t, 'autocomplete?input=rua&sessionToken=abc&includedRegionCodes=GB,IE', diner);
      expect(google.requests[1]!.body).toMatchObject({ includedRegionCodes: ['gb', 'ie'] });
    });

    it('answers no suggestions when Google has none', async () => {
      const res = await lookup(t, 'autocomplete?input=nothing%20here&sessionToken=abc', diner);
      expect(res.json()).toEqual({ suggestions: [] });
    });

    it('splits a place into the address form fields (UK: number first, county, postal town)', async () => {
      const res = await lookup(t, 'details?place_id=ChIJfleet&sessionToken=abc&language=en-GB', diner);
      expect(res.statusCode, res.body).toBe(200);
      expect(addressDetailsResponse.parse(res.json())).toEqual({
        street: '12 Fleet Street',
        city: 'London',
        county: 'Greater London',
        state_or_region: 'Greater London',
        postcode: 'EC4Y 1AA',
        country: 'United Kingdom',
        formatted_address: '12 Fleet St, London EC4Y 1AA, UK',
        location: { type: 'Point', coordinates: [-0.1086, 51.5142] },
      });
      const [sent] = google.requests;
      expect(sent).toMatchObject({ method: 'GET', path: '/v1/places/ChIJfleet' });
      expect(sent!.query.get('sessionToken')).toBe('abc');
      expect(sent!.query.get('languageCode')).toBe('en-GB');
      expect(sent!.query.get('key')).toBeNull(); // the key travels in a header only
      expect(sent!.headers['x-goog-fieldmask']).toBe('addressComponents,formattedAddress,location');
    });

    it('writes Portuguese streets number last, and the district as region', async () => {
      const res = await lookup(t, 'details?place_id=ChIJporto&sessionToken=abc', diner);
      expect(res.json()).toEqual({
        street: 'Rua de São João 45',
        city: 'Porto',
        county: '',
        state_or_region: 'Porto',
        postcode: '4050-552',
        country: 'Portugal',
        formatted_address: 'R. de São João 45, 4050-552 Porto, Portugal',
      });
    });

    it('gives details that save as an address as they are', async () => {
      const details = addressDetailsResponse.parse((await lookup(t, 'details?place_id=ChIJfleet&sessionToken=abc', diner)).json());
      const { formatted_address: _formatted, county: _county, ...form } = details;
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/users/me/addresses`,
        headers: diner.headers,
        payload: { ...form, placeId: 'ChIJfleet' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(addressResponse.parse(res.json()).data.address).toMatchObject({ street: '12 Fleet Street', postcode: 'EC4Y 1AA', placeId: 'ChIJfleet' });
    });

    it('answers 404 for a place Google does not know or an id that cannot be one', async () => {
      for (const id of ['ChIJgone', 'bogus-id', '..%2F..%2Fetc']) {
        const res = await lookup(t, `details?place_id=${id}&sessionToken=abc`, diner);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual(NO_DETAILS);
      }
      // The one that cannot be a place id never reached Google.
      expect(google.requests.map((r) => r.path)).toEqual(['/v1/places/ChIJgone', '/v1/places/bogus-id']);
    });

    it('answers 502 when Google fails or answers nonsense', async () => {
      for (const path of ['autocomplete?input=explode&sessionToken=abc', 'autocomplete?input=not%20json&sessionToken=abc', 'details?place_id=ChIJbroken&sessionToken=abc']) {
        const res = await lookup(t, path, diner);
        expect(res.statusCode, path).toBe(502);
        expect(res.json()).toEqual(PROVIDER_FAILED);
      }
    });
  },
  { env: { ...ROOMY, GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY, GOOGLE_PLACES_URL: google.url, PHOTON_URL: photon.url } },
);

describeEachDatabase(
  'address search with a rejected Google key',
  (t) => {
    it('answers 502, not 404, when Google refuses the key', async () => {
      const diner = await registerDiner(t.app);
      for (const path of ['autocomplete?input=fleet&sessionToken=abc', 'details?place_id=ChIJfleet&sessionToken=abc']) {
        const res = await lookup(t, path, diner);
        expect(res.statusCode, path).toBe(502);
        expect(res.json()).toEqual(PROVIDER_FAILED);
      }
    });
  },
  { env: { ...ROOMY, GOOGLE_MAPS_API_KEY: 'wrong-key', GOOGLE_PLACES_URL: google.url } },
);

describeEachDatabase(
  'address search through Photon (OpenStreetMap)',
  (t) => {
    let diner: Session;
    beforeAll(async () => {
      diner = await registerDiner(t.app);
    });
    beforeEach(() => {
      photon.requests.length = 0;
    });

    sharedRules(t, () => diner);

    it('answers Photon results in the same suggestion shape, within the requested regions', async () => {
      const res = await lookup(t, 'autocomplete?input=fleet%20street&sessionToken=abc', diner);
      expect(res.statusCode, res.body).toBe(200);
      const { suggestions } = addressAutocompleteResponse.parse(res.json());
      expect(suggestions.map((s) => s.placePrediction.text.text)).toEqual([
        '12 Fleet Street, London, EC4Y 1AA, United Kingdom',
        'Rua de São João 45, Porto, 4050-552, Portugal',
        'Fleet Street, London, EC4A, United Kingdom',
        'Ye Olde Cheshire Cheese, 145 Fleet Street, London, EC4A 2BU, United Kingdom',
      ]);
      for (const s of suggestions) {
        expect(s.placePrediction.placeId).toMatch(/^osm:[NWR]\d+:[A-Za-z0-9_-]+$/);
        expect(s.placePrediction.placeId.length).toBeLessThanOrEqual(300);
      }
      const [sent] = photon.requests;
      expect(sent!.path).toBe('/api');
      expect(sent!.query.get('q')).toBe('fleet street');
      expect(sent!.query.get('lang')).toBe('en');
      expect(sent!.query.getAll('countrycode')).toEqual(['GB', 'PT']);
      expect(Number(sent!.query.get('limit'))).toBeGreaterThan(0);
    });

    it("leaves out lang for a language Photon may not know (local names)", async () => {
      await lookup(t, 'autocomplete?input=rua&sessionToken=abc&language=pt-PT', diner);
      expect(photon.requests[0]!.query.has('lang')).toBe(false);
    });

    it('answers the details of a suggestion from its place id, with no second request', async () => {
      const { suggestions } = addressAutocompleteResponse.parse((await lookup(t, 'autocomplete?input=fleet&sessionToken=abc', diner)).json());
      photon.requests.length = 0;
      const gb = await lookup(t, `details?place_id=${encodeURIComponent(suggestions[0]!.placePrediction.placeId)}&sessionToken=abc`, diner);
      expect(gb.statusCode, gb.body).toBe(200);
      expect(gb.json()).toEqual({
        street: '12 Fleet Street',
        city: 'London',
        county: 'Greater London',
        state_or_region: 'Greater London',
        postcode: 'EC4Y 1AA',
        country: 'United Kingdom',
        formatted_address: '12 Fleet Street, London, EC4Y 1AA, United Kingdom',
        location: { type: 'Point', coordinates: [-0.1086, 51.5142] },
      });
      const pt = await lookup(t, `details?place_id=${encodeURIComponent(suggestions[1]!.placePrediction.placeId)}&sessionToken=abc`, diner);
      expect(pt.json()).toMatchObject({ street: 'Rua de São João 45', city: 'Porto', county: '', state_or_region: 'Porto', postcode: '4050-552', country: 'Portugal' });
      expect(photon.requests).toHaveLength(0);
    });

    it('answers 404 for a place id it did not make', async () => {
      const forged = `osm:N1:${Buffer.from(JSON.stringify({ not: 'an address' })).toString('base64url')}`;
      for (const id of ['ChIJfleet', 'osm:N1:!!!', forged]) {
        const res = await lookup(t, `details?place_id=${encodeURIComponent(id)}&sessionToken=abc`, diner);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual(NO_DETAILS);
      }
    });

    it('answers 502 when Photon fails or answers something else than GeoJSON', async () => {
      for (const input of ['explode', 'not%20geojson']) {
        const res = await lookup(t, `autocomplete?input=${input}&sessionToken=abc`, diner);
        expect(res.statusCode, input).toBe(502);
        expect(res.json()).toEqual(PROVIDER_FAILED);
      }
    });
  },
  { env: { ...ROOMY, PHOTON_URL: `${photon.url}/` } },
);

describeEachDatabase(
  'address search with the provider down',
  (t) => {
    it('answers 502 when the provider cannot be reached', async () => {
      const diner = await registerDiner(t.app);
      const res = await lookup(t, 'autocomplete?input=fleet&sessionToken=abc', diner);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual(PROVIDER_FAILED);
    });
  },
  // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
  { env: { ...ROOMY, PHOTON_URL: 'http://127.0.0.1:9' } },
);
