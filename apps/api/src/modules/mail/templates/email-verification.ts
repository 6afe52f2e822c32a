/** email_verification: the link the auth module made (on the restaurant's own origin), to the account's address. */
import type { MailPayloads } from '../outbox.ts';
import { brandName, type Brand, type MailContent } from './content.ts';
import { t } from './i18n.ts';

export function emailVerification({ name, verifyUrl, expiresInHours }: MailPayloads['email_verification'], brand: Brand): MailContent {
  return {
    subject: t('emailVerification.subject', { restaurant: brandName(brand) }),
    blocks: [
      { kind: 'heading', text: t('emailVerification.heading') },
      { kind: 'paragraph', text: t('common.greeting', { name }) },
      { kind: 'paragraph', text: t('emailVerification.intro', { restaurant: brandName(brand) }) },
      { kind: 'button', label: t('emailVerification.button'), url: verifyUrl },
      { kind: 'paragraph', text: t('emailVerification.expires', { hours: expiresInHours }) },
      { kind: 'paragraph', text: t('emailVerification.ignore') },
    ],
  };
}
