/**
 * Test doubles: local HTTP servers that answer like Google Places (New) and Photon, with the
 * response shapes those services document. Tests point GOOGLE_PLACES_URL / PHOTON_URL at them.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Handler = (req: RecordedRequest) => { status: number; body: unknown };

async function serve(handler: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      const { status, body } = handler(recorded);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const FAKE_GOOGLE_KEY = 'fake-google-key-never-logged';

const googleError = (code: number, status: string, message: string, reason?: string) => ({
  status: code,
  body: {
    error: {
      code,
      message,
      status,
      ...(reason ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' }] } : {}),
    },
  },
});

/** Places (New): POST /v1/places:autocomplete and GET /v1/places/{id}. */
export function fakeGooglePlaces(): Promise<FakeServer> {
  return serve((req) => {
    if (req.headers['x-goog-api-key'] !== FAKE_GOOGLE_KEY) {
      return googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', 'API_KEY_INVALID');
    }
    if (req.method === 'POST' && req.path === '/v1/places:autocomplete') {
      const input = (req.body as { input?: string }).input ?? '';
      if (input === 'explode') return googleError(500, 'INTERNAL', 'Internal error encountered.');
      if (input === 'not json') return { status: 200, body: '<html>oops</html>' };
      if (input === 'nothing here') return { status: 200, body: {} };
      return {
        status: 200,
        body: {
          suggestions: [
            {
              placePrediction: {
                place: 'places/ChIJfleet',
                placeId: 'ChIJfleet',
                text: { text: '12 Fleet Street, London EC4Y 1AA, UK', matches: [{ endOffset: 5 }] },
                structuredFormat: { mainText: { text: '12 Fleet Street' }, secondaryText: { text: 'London EC4Y 1AA, UK' } },
                types: ['street_address', 'geocode'],
              },
            },
            { queryPrediction: { text: { text: 'fleet street pubs' } } },
            {
              placePrediction: {
                place: 'places/ChIJporto',
                placeId: 'ChIJporto',
                text: { text: 'Rua de São João 45, Porto, Portugal' },
                types: ['street_address'],
              },
            },
          ],
        },
      };
    }
    const details = /^\/v1\/places\/(.+)$/.exec(req.path);
    if (req.method === 'GET' && details) {
      const id = details[1]!;
      if (id === 'ChIJfleet') {
        return {
          status: 200,
          body: {
            formattedAddress: '12 Fleet St, London EC4Y 1AA, UK',
            addressComponents: [
              { longText: '12', shortText: '12', types: ['street_number'], languageCode: 'en-GB' },
              { longText: 'Fleet Street', shortText: 'Fleet St', types: ['route'], languageCode: 'en' },
              { longText: 'London', shortText: 'London', types: ['postal_town'], languageCode: 'en' },
              { longText: 'Greater London', shortText: 'Greater London', types: ['administrative_area_level_2', 'political'], languageCode: 'en' },
              { longText: 'England', shortText: 'England', types: ['administrative_area_level_1', 'political'], languageCode: 'en' },
              { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'], languageCode: 'en' },
              { longText: 'EC4Y 1AA', shortText: 'EC4Y 1AA', types: ['postal_code'], languageCode: 'en-GB' },
            ],
            location: { latitude: 51.5142, longitude: -0.1086 },
          },
        };
      }
      if (id === 'ChIJporto') {
        return {
          status: 200,
          body: {
            formattedAddress: 'R. de São João 45, 4050-552 Porto, Portugal',
            addressComponents: [
              { longText: '45', shortText: '45', types: ['street_number'] },
              { longText: 'Rua de São João', shortText: 'R. de São João', types: ['route'] },
              { longText: 'Porto', shortText: 'Porto', types: ['locality', 'political'] },
              { longText: 'Porto', shortText: 'Porto', types: ['administrative_area_level_1', 'political'] },
              { longText: 'Portugal', shortText: 'PT', types: ['country', 'political'] },
              { longText: '4050-552', shortText: '4050-552', types: ['postal_code'] },
            ],
          },
        };
      }
      if (id === 'ChIJbroken') return googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.');
      if (id.startsWith('ChIJ')) return googleError(404, 'NOT_FOUND', `Place '${id}' not found.`);
      return googleError(400, 'INVALID_ARGUMENT', `Not a valid Place ID: ${id}`);
    }
    return googleError(404, 'NOT_FOUND', 'Not found');
  });
}

const feature = (lon: number, lat: number, properties: Record<string, unknown>) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties,
});

/** Photon: GET /api?q=&limit=&lang=&countrycode= → GeoJSON FeatureCollection. */
export function fakePhoton(): Promise<FakeServer> {
  return serve((req) => {
    if (req.path !== '/api') return { status: 404, body: { message: 'Not found' } };
    const q = req.query.get('q') ?? '';
    if (q === 'explode') return { status: 500, body: { message: 'internal error' } };
    if (q === 'not geojson') return { status: 200, body: { hello: 'world' } };
    return {
      status: 200,
      body: {
        type: 'FeatureCollection',
        features: [
          feature(-0.1086, 51.5142, {
            osm_type: 'N', osm_id: 2345678901, osm_key: 'building', osm_value: 'yes', type: 'house',
            housenumber: '12', street: 'Fleet Street', postcode: 'EC4Y 1AA', city: 'London', county: 'Greater London',
            state: 'England', country: 'United Kingdom', countrycode: 'GB',
          }),
          feature(-8.6103, 41.1413, {
            osm_type: 'W', osm_id: 45678, osm_key: 'building', osm_value: 'yes', type: 'house',
            housenumber: '45', street: 'Rua de São João', postcode: '4050-552', city: 'Porto', state: 'Porto',
            country: 'Portugal', countrycode: 'PT',
          }),
          // Outside the requested regions: an older Photon that ignores countrycode still sends it.
          feature(13.3888, 52.517, {
            osm_type: 'R', osm_id: 62422, osm_key: 'place', osm_value: 'city', type: 'city',
            name: 'Berlin', state: 'Berlin', country: 'Germany', countrycode: 'DE',
          }),
          feature(-0.1087, 51.514, {
            osm_type: 'W', osm_id: 4253166, osm_key: 'highway', osm_value: 'primary', type: 'street',
            name: 'Fleet Street', postcode: 'EC4A', city: 'London', state: 'England', country: 'United Kingdom', countrycode: 'GB',
          }),
          feature(-0.1, 51.5, {
            osm_type: 'N', osm_id: 999, osm_key: 'amenity', osm_value: 'pub', type: 'house',
            name: 'Ye Olde Cheshire Cheese', housenumber: '145', street: 'Fleet Street', postcode: 'EC4A 2BU',
            city: 'London', country: 'United Kingdom', countrycode: 'GB',
          }),
        ],
      },
    };
  });
}
