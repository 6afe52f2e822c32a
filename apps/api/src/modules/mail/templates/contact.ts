/** contact: a diner's contact-form message, to the restaurant's address (Reply-To: the diner). */
import type { MailPayloads } from '../outbox.ts';
import type { MailContent } from './content.ts';
import { t } from './i18n.ts';

export function contact({ name, email, subject, message }: MailPayloads['contact']): MailContent {
  return {
    subject: t('contact.subject', { subject }),
    blocks: [
      { kind: 'heading', text: t('contact.heading') },
      { kind: 'paragraph', text: t('contact.intro', { name, email }) },
      {
        kind: 'details',
        rows: [
          { label: t('contact.from'), value: `${name} <${email}>` },
          { label: t('contact.subjectLabel'), value: subject },
        ],
      },
      { kind: 'quote', label: t('contact.messageLabel'), text: message },
    ],
  };
}
