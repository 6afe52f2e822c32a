import { isAutomaticOffer } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { activeDaysText, appliesAutomatically, byPointsCost, lastDay, splitPromotions } from './offer-facts.ts';
import { promotion } from '../features/promotions/promotions-test-fixtures.tsx';

const t = i18n.getFixedT('en-GB', 'promotions');

describe('the days an offer runs on', () => {
  it('says nothing for an offer that runs every day', () => {
    expect(activeDaysText([], t)).toBeNull();
    expect(activeDaysText(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], t)).toBeNull();
  });

  it('names one day, the working week, the weekend, or lists the days Monday first', () => {
    expect(activeDaysText(['tuesday'], t)).toBe('Tuesdays only');
    expect(activeDaysText(['friday', 'monday', 'wednesday'], t)).toBe('Mon, Wed & Fri');
    expect(activeDaysText(['sunday', 'monday'], t)).toBe('Mon & Sun');
    expect(activeDaysText(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], t)).toBe('Weekdays only');
    expect(activeDaysText(['sunday', 'saturday'], t)).toBe('Weekends only');
  });
});

describe('the last day of an offer', () => {
  it("is the day of its last valid moment in the restaurant's time zone, in words", () => {
    expect(lastDay('2026-12-31T22:00:00.000Z', 'Europe/London')).toBe('31 December 2026');
    // Ends as 1 January begins: the last day it can be used is 31 December.
    expect(lastDay('2027-01-01T00:00:00.000Z', 'Europe/London')).toBe('31 December 2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST) and Lisbon (WEST).
    expect(lastDay('2026-06-30T23:30:00.000Z', 'Europe/London')).toBe('1 July 2026');
    expect(lastDay('2026-06-30T23:30:00.000Z', 'UTC')).toBe('30 June 2026');
  });
});

describe('offers and rewards', () => {
  it('keeps rewards (a points cost) apart from the offers, cheapest reward first', () => {
    const offer = promotion({ name: 'Free Delivery', couponCode: null });
    const big = promotion({ name: 'Free Dessert', pointsCost: 250 });
    const small = promotion({ name: '£5 Off Reward', pointsCost: 100 });
    const code = promotion();
    expect(splitPromotions([offer, big, small, code])).toEqual({ offers: [offer, code], rewards: [small, big] });
  });

  it('sorts by points cost and keeps the order of equal costs', () => {
    const list = [{ pointsCost: 300, n: 1 }, { pointsCost: 100, n: 2 }, { pointsCost: 300, n: 3 }, { pointsCost: 50, n: 4 }];
    expect(byPointsCost(list).map((r) => r.n)).toEqual([4, 2, 1, 3]);
  });
});

describe('offers that apply by themselves', () => {
  it("follow the checkout's rule: shown to diners, no code, no points", () => {
    for (const couponCode of [null, '', 'WELCOME10']) {
      for (const pointsCost of [0, 100]) {
        for (const displayToCustomers of [true, false]) {
          const offer = promotion({ couponCode, pointsCost, displayToCustomers });
          expect(appliesAutomatically(offer)).toBe(isAutomaticOffer(offer));
        }
      }
    }
    expect(appliesAutomatically(promotion({ couponCode: null }))).toBe(true);
  });
});
