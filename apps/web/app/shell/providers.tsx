import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/index.ts';

/**
 * App-wide providers. TanStack Query's provider is not here: only the per-diner pages use it,
 * so it lives in their layout route (routes/diner-layout.tsx) and stays out of Home's JS.
 * (Radix Toast's provider lives in the lazily loaded snackbar.)
 */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
