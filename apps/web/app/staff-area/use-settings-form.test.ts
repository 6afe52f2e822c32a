import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAt, errorsByPath, readingForm } from './use-settings-form.ts';

// A settings shape with a number the form holds as text.
const settingsSchema = z.object({ delivery: z.object({ fee: z.number().min(0, 'The fee cannot be negative.'), note: z.string().max(3, 'At most 3 characters.') }) });
type Values = { delivery: { fee: string; note: string } };
const settingsOf = (values: Values) => ({ delivery: { fee: Number(values.delivery.fee), note: values.delivery.note } });
const isNumber = (text: string) => text.trim() !== '' && !Number.isNaN(Number(text));
const form = readingForm(settingsSchema, settingsOf, (values: Values) => (isNumber(values.delivery.fee) ? [] : [[['delivery', 'fee'], 'Enter an amount.'] as const]));

describe('readingForm', () => {
  it('gives the settings the values mean when the domain’s schema takes them', () => {
    expect(form.parse({ delivery: { fee: '2.5', note: 'ok' } })).toEqual({ delivery: { fee: 2.5, note: 'ok' } });
  });

  it('refuses at the API’s field paths: its own words first on their field, then the domain’s, all at once', () => {
    const result = form.safeParse({ delivery: { fee: 'abc', note: 'long' } });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues[0]).toEqual(['delivery.fee', 'Enter an amount.']);
    expect(issues).toContainEqual(['delivery.note', 'At most 3 characters.']);
    expect(form.safeParse({ delivery: { fee: '-1', note: '' } }).error!.issues.map((issue) => issue.message)).toEqual(['The fee cannot be negative.']);
  });
});

describe('errors by path', () => {
  const errors = {
    delivery: { fee: { type: 'custom', message: 'Enter an amount.' } },
    tips: { presets: { 1: { type: 'custom', message: 'Between 1 and 50.' }, 2: { type: 'custom', message: 'Between 1 and 50.' } } },
  };

  it('reads the message at a path, or the first under it (a list typed in one box)', () => {
    expect(errorAt(errors, 'delivery.fee')).toBe('Enter an amount.');
    expect(errorAt(errors, 'tips.presets')).toBe('Between 1 and 50.');
    expect(errorAt(errors, 'delivery.minimumOrder')).toBeUndefined();
  });

  it('lists every message by its dotted path', () => {
    expect([...errorsByPath(errors)]).toEqual([
      ['delivery.fee', 'Enter an amount.'],
      ['tips.presets.1', 'Between 1 and 50.'],
      ['tips.presets.2', 'Between 1 and 50.'],
    ]);
  });
});
