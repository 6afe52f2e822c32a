/**
 * The words of a 409 STALE_EDIT (a change made on an older version of what is stored), shared by
 * every editor of the back office: when the stored version was made, in the restaurant's zone.
 */

/** '14:05' today, '14:05 on 2 June' another day, in the restaurant's time zone. */
export function whenChanged(at: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  const day = (d: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(d);
  if (day(at) === day(now)) return time;
  return `${time} on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(at)}`;
}
