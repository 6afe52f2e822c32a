/**
 * Address search: Google Places (New) when GOOGLE_MAPS_API_KEY is set, else Photon
 * (OpenStreetMap) when PHOTON_URL is set, else none: the calls answer 503 'Address search is not
 * configured.' and the storefront hides its search box.
 */
import type { AddressAutocompleteQuery, AddressAutocompleteResponse, AddressDetails, AddressDetailsQuery } from '@platter/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import { GooglePlacesProvider } from './google.ts';
import { PhotonProvider } from './photon.ts';
import { ProviderError, type AddressLookupProvider } from './provider.ts';

export const NOT_CONFIGURED = API_MESSAGES_EN_GB['addressLookup.notConfigured'];
export const PROVIDER_FAILED = API_MESSAGES_EN_GB['addressLookup.providerFailed'];
export const PLACE_NOT_FOUND = API_MESSAGES_EN_GB['addressLookup.placeNotFound'];

export function createAddressLookupProvider(
  config: Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_PLACES_URL' | 'PHOTON_URL'>,
  fetchImpl: typeof fetch = fetch,
): AddressLookupProvider | null {
  if (config.GOOGLE_MAPS_API_KEY) return new GooglePlacesProvider(config.GOOGLE_PLACES_URL, config.GOOGLE_MAPS_API_KEY, fetchImpl);
  if (config.PHOTON_URL) return new PhotonProvider(config.PHOTON_URL, fetchImpl);
  return null;
}

async function guarded<T>(provider: AddressLookupProvider, log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // Neither the key nor the diner's search text is logged.
    log.warn({ provider: provider.name, status: err.status, reason: err.message }, 'address provider failed');
    throw new AppError('BAD_GATEWAY', apiMessage('addressLookup.providerFailed'));
  }
}

export function suggestAddresses(
  provider: AddressLookupProvider,
  log: FastifyBaseLogger,
  query: AddressAutocompleteQuery,
): Promise<AddressAutocompleteResponse> {
  return guarded(provider, log, () => provider.autocomplete(query));
}

export async function addressDetails(
  provider: AddressLookupProvider,
  log: FastifyBaseLogger,
  query: AddressDetailsQuery,
): Promise<AddressDetails> {
  const details = await guarded(provider, log, () => provider.details(query));
  if (!details) throw AppError.notFound(apiMessage('addressLookup.placeNotFound'));
  return details;
}
