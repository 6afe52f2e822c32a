/** The order pages' times: the 24-hour clock in every language, never '11:19 p.m.' (issue 40 item E). */
import { afterEach, describe, expect, it } from 'vitest';
import { setClientLanguage } from '../../i18n/index.ts';
import { formatOrderTime } from './order-time.ts';

const tonight = '2026-12-30T23:19:00Z';

describe('an order’s time', () => {
  afterEach(() => setClientLanguage('en-GB'));

  it('is on the 24-hour clock in Portuguese and in English', () => {
    setClientLanguage('pt-PT');
    expect(formatOrderTime(tonight, 'Europe/Lisbon')).toBe('30/12/2026, 23:19');
    setClientLanguage('en-GB');
    expect(formatOrderTime(tonight, 'Europe/London')).toBe('30 Dec 2026, 23:19');
  });
});
