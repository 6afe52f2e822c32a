/** password_reset: the link the auth module made (on the restaurant's own origin), to the account's address. */
import type { MailPayloads } from '../outbox.ts';
import { brandName, type Brand, type MailContent } from './content.ts';
import { t } from './i18n.ts';

export function passwordReset({ name, resetUrl, expiresInMinutes }: MailPayloads['password_reset'], brand: Brand): MailContent {
  return {
    subject: t('passwordReset.subject', { restaurant: brandName(brand) }),
    blocks: [
      { kind: 'heading', text: t('passwordReset.heading') },
      { kind: 'paragraph', text: t('common.greeting', { name }) },
      { kind: 'paragraph', text: t('passwordReset.intro', { restaurant: brandName(brand) }) },
      { kind: 'button', label: t('passwordReset.button'), url: resetUrl },
      { kind: 'paragraph', text: t('passwordReset.expires', { minutes: expiresInMinutes }) },
      { kind: 'paragraph', text: t('passwordReset.ignore') },
    ],
  };
}
