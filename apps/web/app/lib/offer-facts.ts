import { currentLanguage } from '../i18n/index.ts';
import { WEEKDAYS_MONDAY_FIRST, type PublicPromotion, type Weekday } from '@platter/domain';
import { formatInZone } from '@platter/domain';

/** The `t` bound to the promotions catalogue (or a stand-in in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const WORKING_WEEK: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const WEEKEND: readonly Weekday[] = ['saturday', 'sunday'];

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) => a.length === b.length && a.every((day, i) => day === b[i]);

/**
 * The days an offer runs on (`activeDays`, in the restaurant's zone): 'Tuesdays only',
 * 'Weekdays only', 'Weekends only', 'Mon, Wed & Fri'; null when it runs every day (none listed,
 * or all seven).
 */
export function activeDaysText(activeDays: readonly Weekday[], t: Translate): string | null {
  const days = WEEKDAYS_MONDAY_FIRST.filter((day) => activeDays.includes(day));
  if (days.length === 0 || days.length === WEEKDAYS_MONDAY_FIRST.length) return null;
  if (days.length === 1) return t('days.only', { days: t(`days.plural.${days[0]}`) });
  if (sameDays(days, WORKING_WEEK)) return t('days.weekdays');
  if (sameDays(days, WEEKEND)) return t('days.weekends');
  const names = days.map((day) => t(`days.short.${day}`));
  return t('days.list', { list: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/**
 * The last day an offer can be used, '31 December 2026', in the restaurant's time zone.
 * `validUntil` is the first moment it no longer applies (the API keeps offers valid while
 * `validUntil > now`), so an offer ending at midnight ends on the day before.
 */
export function lastDay(validUntil: string, timeZone: string): string {
  const lastMoment = new Date(Date.parse(validUntil) - 1);
  return formatInZone(lastMoment, 'date', timeZone, currentLanguage());
}

/**
 * Applies by itself at checkout: shown to diners, no code, no points. The domain's
 * `isAutomaticOffer` rule, restated here because importing it brings the checkout's pricing and
 * time-zone code (about 4 KB) into this public page; a test pins the two together.
 */
export function appliesAutomatically(promotion: Pick<PublicPromotion, 'couponCode' | 'pointsCost' | 'displayToCustomers'>): boolean {
  return promotion.displayToCustomers && !promotion.couponCode && promotion.pointsCost === 0;
}

/** The public list holds rewards too (pointsCost > 0, bought with points): they are shown apart from the offers. */
export function splitPromotions(promotions: readonly PublicPromotion[]): { offers: PublicPromotion[]; rewards: PublicPromotion[] } {
  return {
    offers: promotions.filter((promotion) => promotion.pointsCost === 0),
    rewards: byPointsCost(promotions.filter((promotion) => promotion.pointsCost > 0)),
  };
}

/** Spec 5: rewards are listed by points cost, cheapest first (a stable sort keeps the API's order otherwise). */
export function byPointsCost<T extends { pointsCost: number }>(rewards: readonly T[]): T[] {
  return [...rewards].sort((a, b) => a.pointsCost - b.pointsCost);
}
