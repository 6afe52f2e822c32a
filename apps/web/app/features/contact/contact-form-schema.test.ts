import { CONTACT_ERRORS } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en-GB/contact.json';
import { contactErrorKey, contactFormSchema } from './contact-form-schema.ts';

const messages = (values: Record<string, string>) => {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Booking', message: 'A table for eight, please.' };

describe('contact form schema (the API’s own)', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactFormSchema.parse({ ...valid, name: '  Ada  ' }).name).toBe('Ada');
  });

  it('requires every field, one message per field', () => {
    expect(messages({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'E-mail is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it("uses the spec's e-mail text, a 10-character minimum and bounded lengths", () => {
    expect(messages({ ...valid, email: 'ada@', message: 'Too short' })).toEqual({
      email: 'E-mail must be valid.',
      message: 'Message must be at least 10 characters.',
    });
    expect(messages({ ...valid, message: '0123456789' })).toEqual({});
    expect(messages({ ...valid, subject: 'x'.repeat(151) })).toEqual({ subject: 'Subject must be at most 150 characters.' });
  });

  it('has the same words in the catalogue for every message', () => {
    for (const [key, text] of Object.entries(CONTACT_ERRORS)) {
      expect(contactErrorKey(text)).toBe(key);
      expect(en.form.errors).toHaveProperty(key, text);
    }
  });
});
