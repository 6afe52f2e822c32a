/** team_invite: the team module's link to /join-team?token=… (on the restaurant's own origin), to the invited address. */
import type { MailPayloads } from '../outbox.ts';
import { brandName, type Brand, type MailContent } from './content.ts';
import { t } from './i18n.ts';

export function teamInvite({ inviterName, role, joinUrl, expiresInDays }: MailPayloads['team_invite'], brand: Brand): MailContent {
  const restaurant = brandName(brand);
  return {
    subject: t('teamInvite.subject', { inviter: inviterName, restaurant }),
    blocks: [
      { kind: 'heading', text: t('teamInvite.heading', { restaurant }) },
      { kind: 'paragraph', text: t('teamInvite.greeting') },
      { kind: 'paragraph', text: t('teamInvite.intro', { inviter: inviterName, restaurant, role: t(`teamInvite.roles.${role}`) }) },
      { kind: 'paragraph', text: t(`teamInvite.what.${role}`) },
      { kind: 'button', label: t('teamInvite.button'), url: joinUrl },
      { kind: 'paragraph', text: t('teamInvite.expires', { days: expiresInDays }) },
      { kind: 'paragraph', text: t('teamInvite.ignore') },
    ],
  };
}
