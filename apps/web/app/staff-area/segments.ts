import { cx } from '../ui/cx.ts';

/** A segmented control's tray (the staff pages' tabs and filters). */
export const SEGMENT_TRAY = 'rounded-2xl bg-surface-variant p-1';

/** One segment: raised when chosen, muted otherwise. */
export function segmentClasses(active: boolean, className?: string): string {
  return cx('rounded-xl font-semibold transition', active ? 'bg-surface text-text shadow-card' : 'text-text-muted hover:text-text', className);
}
