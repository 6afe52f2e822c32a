import { lazy } from 'react';
import { useSnackbarStore } from '../lib/snackbar.ts';
import { LazyHost } from './lazy-host.tsx';

// Radix Toast loads with the first snackbar, keeping it out of every page's initial JS.
const SnackbarToast = lazy(() => import('./snackbar-toast.tsx'));

/** Rendered once by the shell. */
export function SnackbarHost() {
  const showing = useSnackbarStore((state) => state.current !== null);
  return <LazyHost showing={showing} View={SnackbarToast} />;
}
