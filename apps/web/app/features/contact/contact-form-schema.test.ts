import { describe, expect, it } from 'vitest';
import en from '../../i18n/en-GB/contact.json';
import { contactFormSchema } from './contact-form-schema.ts';

const messages = (values: Record<string, string>) => {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Booking', message: 'A table for eight, please.' };

describe('contact form schema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactFormSchema.parse({ ...valid, name: '  Ada  ' }).name).toBe('Ada');
  });

  it('requires every field, one message per field', () => {
    expect(messages({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'form.errors.nameRequired',
      email: 'form.errors.emailRequired',
      subject: 'form.errors.subjectRequired',
      message: 'form.errors.messageRequired',
    });
  });

  it("uses the spec's e-mail text and a 10-character minimum for the message", () => {
    const errors = messages({ ...valid, email: 'ada@', message: 'Too short' });
    expect(en.form.errors.emailInvalid).toBe('E-mail must be valid.');
    expect(errors).toEqual({ email: 'form.errors.emailInvalid', message: 'form.errors.messageTooShort' });
    expect(messages({ ...valid, message: '0123456789' })).toEqual({});
  });

  it('has a catalogue text for every message key', () => {
    for (const key of ['nameRequired', 'emailRequired', 'emailInvalid', 'subjectRequired', 'messageRequired', 'messageTooShort']) {
      expect(en.form.errors).toHaveProperty(key);
    }
  });
});
