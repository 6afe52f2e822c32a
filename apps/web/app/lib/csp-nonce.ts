import { createContext, useContext } from 'react';

/**
 * The CSP script nonce of the page being server-rendered (set in entry.server.tsx). In the browser
 * it is undefined: the scripts have already run, and browsers hide nonces from the DOM anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
