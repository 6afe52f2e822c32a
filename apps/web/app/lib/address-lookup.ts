import type { AddressDetails } from '@platter/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from './api-client.ts';
import { fetchAddressSuggestions, type AddressSuggestion } from './api/address-autocomplete.ts';
import { fetchAddressDetails } from './api/address-details.ts';

export type { AddressSuggestion } from './api/address-autocomplete.ts';

/** Spec 9: suggestions from 3 characters, 300 ms after the last key. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

/** A session token groups one search and its chosen place (the provider bills them as one). */
export function newAddressSessionToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http hosts other than localhost have no randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The API answers SERVICE_UNAVAILABLE 'Address search is not configured.' when it has no address provider. */
const isNotConfigured = (error: unknown) => error instanceof ApiRequestError && error.code === 'SERVICE_UNAVAILABLE';

export type AddressSearchState = 'idle' | 'loading' | 'done' | 'failed';

/**
 * The address search behind a combobox: debounced suggestions for the typed text with a
 * per-search session token; `choose` fetches the place's details with the same token and
 * then starts a new session. `available` turns false when the server has no provider.
 */
export function useAddressSearch(configured: boolean) {
  const [input, setInput] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [state, setState] = useState<AddressSearchState>('idle');
  // `configured`: the restaurant's configuration says whether the deployment has a provider (`addressSearch`); no probing call.
  // Should the server still answer 'not configured', the box goes away.
  const [refused, setRefused] = useState(false);
  const available = configured && !refused;
  const token = useRef<string | null>(null);
  const latest = useRef(0);
  // The chosen suggestion's text is put in the box without searching for it again.
  const quiet = useRef(false);

  useEffect(() => {
    const text = input.trim();
    const request = ++latest.current;
    const skip = quiet.current;
    quiet.current = false;
    if (skip || !available || text.length < ADDRESS_SEARCH_MIN_CHARS) {
      setSuggestions([]);
      setState('idle');
      return;
    }
    const timer = setTimeout(() => {
      token.current ??= newAddressSessionToken();
      setState('loading');
      fetchAddressSuggestions(text, token.current).then(
        (found) => {
          if (request !== latest.current) return;
          setSuggestions(found);
          setState('done');
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          setSuggestions([]);
          if (isNotConfigured(error)) {
            setRefused(true);
            setState('idle');
          } else {
            setState('failed');
          }
        },
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, available]);

  /** Details of a suggestion; the next search gets a new session token. Throws on failure. */
  const choose = useCallback(async (suggestion: AddressSuggestion): Promise<AddressDetails> => {
    const sessionToken = token.current ?? newAddressSessionToken();
    token.current = null;
    latest.current += 1;
    setInput((current) => {
      if (current !== suggestion.text) quiet.current = true;
      return suggestion.text;
    });
    setSuggestions([]);
    setState('idle');
    try {
      return await fetchAddressDetails(suggestion.placeId, sessionToken);
    } catch (error) {
      if (isNotConfigured(error)) setRefused(true);
      throw error;
    }
  }, []);

  const clear = useCallback(() => {
    latest.current += 1;
    setSuggestions([]);
    setState('idle');
  }, []);

  return { input, setInput, suggestions, state, available, choose, clear };
}
