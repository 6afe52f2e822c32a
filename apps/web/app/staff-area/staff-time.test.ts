/**
 * Times on the board and the order pages: the 24-hour clock in every language, and a scheduled
 * chip that reads as Portuguese whether or not it names another day (issue 40 items D, E, 16:
 * 'Para as quarta, 2/1…', '11:19 p.m.'); the order pages' in order-time.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import english from '../i18n/en-GB/staff.json';
import portuguese from '../i18n/pt-PT/staff.json';
import { i18n, registerCatalogues, setClientLanguage } from '../i18n/index.ts';
import { boardTime } from './staff-time.ts';

registerCatalogues({ './en-GB/staff.json': english, './pt-PT/staff.json': portuguese });

const now = new Date('2026-12-30T20:00:00Z');
const tonight = new Date('2026-12-30T23:19:00Z');
const friday = new Date('2027-01-01T12:00:00Z');

describe('times on the board', () => {
  afterEach(() => setClientLanguage('en-GB'));

  it('reads a scheduled chip in Portuguese for today and for another day, on the 24-hour clock', () => {
    setClientLanguage('pt-PT');
    const t = i18n.getFixedT('pt-PT', 'staff');
    expect(t('card.scheduled', { time: boardTime(tonight, 'Europe/Lisbon', now) })).toBe('Agendada · 23:19');
    expect(t('card.scheduled', { time: boardTime(friday, 'Europe/Lisbon', now) })).toBe('Agendada · sexta, 1/01, 12:00');
    expect(t('card.promised', { time: boardTime(friday, 'Europe/Lisbon', now) })).toBe('Pronta até sexta, 1/01, 12:00');
  });

  it('uses the same 24-hour clock in English', () => {
    const t = i18n.getFixedT('en-GB', 'staff');
    expect(t('card.scheduled', { time: boardTime(tonight, 'Europe/London', now) })).toBe('For 23:19');
    expect(boardTime(friday, 'Europe/London', now)).toBe('Fri 1 Jan, 12:00');
  });
});
