/** Address search behind one interface; `service.ts` picks the implementation. */
import type {
  AddressAutocompleteQuery,
  AddressAutocompleteResponse,
  AddressDetails,
  AddressDetailsQuery,
} from '@platter/domain';

export interface AddressLookupProvider {
  readonly name: 'google' | 'photon';
  autocomplete(query: AddressAutocompleteQuery): Promise<AddressAutocompleteResponse>;
  /** null when the provider does not know the place. */
  details(query: AddressDetailsQuery): Promise<AddressDetails | null>;
}

/** The provider failed or answered something unusable (network, timeout, 5xx, odd body). */
export class ProviderError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
  }
}

export const PROVIDER_TIMEOUT_MS = 5_000;

/** fetch with the provider timeout; network failures and timeouts become ProviderError. */
export async function providerFetch(fetchImpl: typeof fetch, url: string, init: RequestInit, provider: string): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new ProviderError(`${provider} ${reason}`);
  }
}

export async function providerJson(response: Response, provider: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ProviderError(`${provider} answered a body that is not JSON`, response.status);
  }
}

/**
 * Street line in the local convention: '12 Fleet Street' (GB, IE, FR, US ...), 'Rua de São João 45'
 * (PT, ES, DE, IT, NL ...).
 */
const NUMBER_AFTER_STREET = new Set(['PT', 'ES', 'IT', 'DE', 'AT', 'CH', 'NL', 'BE', 'BR', 'PL', 'CZ', 'DK', 'NO', 'SE', 'FI', 'GR', 'HR', 'SI', 'SK', 'HU', 'AR', 'MX', 'CL']);
export function streetLine(countryCode: string | undefined, street: string, number: string): string {
  if (!street) return number;
  if (!number) return street;
  return NUMBER_AFTER_STREET.has((countryCode ?? '').toUpperCase()) ? `${street} ${number}` : `${number} ${street}`;
}
