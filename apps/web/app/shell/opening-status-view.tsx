/**
 * The live open/closed status (loaded after hydration, with the time-zone engine): recomputed on
 * the diner's clock when the page loads, when the hours change and every minute (spec).
 */
import type { OpeningStatus, PublicRestaurant } from '@platter/domain';
import { useMemo } from 'react';
import { useNow } from '../lib/use-now.ts';
import { StatusChipDisplay, StatusStripDisplay } from './opening-status-display.tsx';
import { openingStatusAt } from './opening-status-at.ts';

/** Spec: the open/closed status is recalculated every 60 seconds. */
export const STATUS_REFRESH_MS = 60_000;

function useOpeningStatus(restaurant: PublicRestaurant): OpeningStatus {
  const now = useNow(STATUS_REFRESH_MS);
  return useMemo(() => openingStatusAt(restaurant, now), [restaurant, now]);
}

/** Desktop header chip: 'Open now', or 'Closed' with the next-open message. */
export function StatusChipView({ restaurant }: { restaurant: PublicRestaurant }) {
  return <StatusChipDisplay status={useOpeningStatus(restaurant)} />;
}

/** The phone strip's status line. */
export function StatusStripView({ restaurant }: { restaurant: PublicRestaurant }) {
  return <StatusStripDisplay status={useOpeningStatus(restaurant)} />;
}
