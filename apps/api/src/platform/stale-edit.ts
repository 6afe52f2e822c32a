/**
 * The 409 of a change made on an older version (the menu editor's, the team's): who changed the
 * thing since and when, in the restaurant's time zone, with the thing as it is now (`current`).
 */
import { staleEditMessage } from '@platter/domain';
import { AppError } from './errors.ts';

/** '14:05' today, '14:05 on 2 June' another day, in the restaurant's time zone. */
export function whenChanged(at: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  const day = (d: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(d);
  if (day(at) === day(now)) return time;
  return `${time} on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(at)}`;
}

/** What a versioned thing says about its last change. */
export interface Changed {
  updatedAt: string;
  updatedBy: { _id: string; name: string } | null;
}

/** 409 STALE_EDIT: who changed it and when ('You … in another tab' when `editorId` did), and `current`. */
export function staleEdit(current: Changed, change: { editorId: string; now: Date; timeZone: string }): AppError {
  const when = whenChanged(new Date(current.updatedAt), change.now, change.timeZone);
  const by = current.updatedBy ? { name: current.updatedBy.name, isYou: current.updatedBy._id === change.editorId } : null;
  return new AppError('STALE_EDIT', staleEditMessage(by, when), undefined, { current });
}
