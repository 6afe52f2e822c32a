import { lazy } from 'react';
import { useDialogStore } from '../lib/dialog.ts';
import { LazyHost } from './lazy-host.tsx';

// Radix Dialog loads with the first dialog, keeping it out of every page's initial JS.
const DialogView = lazy(() => import('./dialog-view.tsx'));

/** Rendered once by the shell. */
export function DialogHost() {
  const showing = useDialogStore((state) => state.current !== null);
  return <LazyHost showing={showing} View={DialogView} />;
}
