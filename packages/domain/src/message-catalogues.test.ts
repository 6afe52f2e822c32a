import { describe, expect, it } from 'vitest';
import { addressBody, changePasswordForm, loginBody, registerForm } from './contracts/account.ts';
import { resetPasswordForm } from './contracts/password-reset.ts';
import { joinTeamForm } from './contracts/team.ts';
import { localiseMessage, localiseValidation, messageCatalogue } from './message-catalogues.ts';

/** Every message a schema gives for these values. */
function messagesOf(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('message catalogues (issue 31)', () => {
  it('has no catalogue for English, the messages’ own language', async () => {
    expect(await messageCatalogue('en-GB')).toBeUndefined();
    expect(localiseMessage(undefined, 'Email is required')).toBe('Email is required');
  });

  it('translates every message the diner’s and the team’s forms can show into Portuguese', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    const shown = [
      ...messagesOf(loginBody, { email: '', password: '' }),
      ...messagesOf(loginBody, { email: 'x', password: '12' }),
      ...messagesOf(registerForm, { name: '', email: '', password: 'short', confirmPassword: '', acceptTerms: false }),
      ...messagesOf(registerForm, { name: 'a'.repeat(101), email: 'a@b.pt', password: 'abcdefgh', confirmPassword: 'x', acceptTerms: true }),
      ...messagesOf(addressBody, { label: 'x'.repeat(41), street: '', city: '', postcode: '', country: '' }),
      ...messagesOf(changePasswordForm, { currentPassword: '', newPassword: '12', confirmPassword: 'x' }),
      ...messagesOf(resetPasswordForm, { token: '', password: '', confirmPassword: 'x' }),
      ...messagesOf(joinTeamForm, { name: '', password: '', confirmPassword: '' }),
    ];
    expect(shown.length).toBeGreaterThan(15);
    const untranslated = [...new Set(shown)].filter((message) => localiseMessage(portuguese, message) === message);
    expect(untranslated).toEqual([]);
  });

  it('names the field for a validation message it does not hold', async () => {
    const portuguese = await messageCatalogue('pt-PT');
    expect(localiseValidation(portuguese, 'Something new', 'items.0.quantity')).toBe('items.0.quantity: valor inválido.');
  });
});
