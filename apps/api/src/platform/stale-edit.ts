/**
 * The 409 of a change made on an older version (the menu editor's, the team's, the settings
 * sections'): who changed the thing since and when, in the restaurant's time zone and the
 * request's language, with the thing as it is now (`current`).
 */
import { formatInZone, sameDayInZone, staleEditMessage, type Language } from '@platter/domain';
import { AppError } from './errors.ts';

/** How a day follows the time: '14:05 on 2 June', '14:05 de 2 de junho'. */
const ON_DAY: Record<Language, string> = { 'en-GB': 'on', 'pt-PT': 'de' };

/** '14:05' today, '14:05 on 2 June' another day, in the restaurant's time zone and `language`. */
export function whenChanged(at: Date, now: Date, timeZone: string, language: Language = 'en-GB'): string {
  const time = formatInZone(at, 'time', timeZone, language);
  if (sameDayInZone(at, now, timeZone)) return time;
  return `${time} ${ON_DAY[language]} ${formatInZone(at, 'dayMonth', timeZone, language)}`;
}

/** What a versioned thing says about its last change. */
export interface Changed {
  updatedAt: string;
  updatedBy: { _id: string; name: string } | null;
}

/**
 * 409 STALE_EDIT: who changed it and when ('You … in another tab' when `editorId` did), and
 * `current` (the thing itself, unless the caller sends a fuller view of it).
 */
export function staleEdit(changed: Changed, change: { editorId: string; now: Date; timeZone: string }, current: object = changed): AppError {
  const at = new Date(changed.updatedAt);
  const by = changed.updatedBy ? { name: changed.updatedBy.name, isYou: changed.updatedBy._id === change.editorId } : null;
  const message = (language: Language) => staleEditMessage(by, whenChanged(at, change.now, change.timeZone, language));
  return AppError.templated('STALE_EDIT', message, { current });
}
