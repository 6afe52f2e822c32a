import { describe, expect, it } from 'vitest';
import { renderMail, type Brand } from './index.ts';

const brand: Brand = {
  name: 'The Golden Fork',
  primary: '#7b2d26',
  onPrimary: '#ffffff',
  logoUrl: null,
  origin: 'https://goldenfork.example',
  address: '12 Market Street, London',
  timeZone: 'Europe/London',
};

describe('the team invitation e-mail', () => {
  it('names who invited, the role and what it may do, links to the join page once, and says why it came', () => {
    const joinUrl = 'https://goldenfork.example/join-team?token=abc_DEF-123';
    const mail = renderMail('team_invite', { inviterName: 'Margaret Hale', role: 'Staff', joinUrl, expiresInDays: 7 }, brand);
    expect(mail.subject).toBe('Margaret Hale invited you to join the team at The Golden Fork');
    expect(mail.text).toContain('Margaret Hale has invited you to join The Golden Fork on its ordering site as a member of staff.');
    expect(mail.text).toContain('Staff take the orders on the live order board and mark dishes as sold out.');
    expect(mail.text).toContain(joinUrl);
    expect(mail.text).toContain('The link works once and expires in 7 days.');
    expect(mail.text).toContain('someone at The Golden Fork invited this address to join their team');
    expect(mail.html).toContain(`href="${joinUrl}"`);
    expect(mail.html).toContain('Accept the invitation');
  });

  it('refuses a payload its template cannot read', () => {
    expect(() => renderMail('team_invite', { inviterName: 'M', role: 'Chef', joinUrl: 'x', expiresInDays: 7 }, brand)).toThrow();
  });
});
