import { z } from 'zod';
import { envelope } from './common.ts';

/** Spec section 9: 'contact message minimum 10'. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/**
 * The contact form's texts (spec 5; the ones it leaves open are in docs/reference/web.md). The API
 * answers them; the page shows its catalogue's `form.errors.{key}`, which holds the same words.
 */
export const CONTACT_ERRORS = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters.`,
  emailRequired: 'E-mail is required.',
  emailInvalid: 'E-mail must be valid.',
  subjectRequired: 'Subject is required.',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters.`,
  messageRequired: 'Message is required.',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters.`,
} as const;
export type ContactErrorKey = keyof typeof CONTACT_ERRORS;

const required = (key: ContactErrorKey) => ({ message: CONTACT_ERRORS[key], abort: true });

/** POST /contact and the contact form: one schema for both. */
export const contactBody = z.object({
  name: z
    .string({ message: CONTACT_ERRORS.nameRequired })
    .trim()
    .min(1, required('nameRequired'))
    .max(CONTACT_LIMITS.name, CONTACT_ERRORS.nameTooLong),
  email: z
    .string({ message: CONTACT_ERRORS.emailRequired })
    .trim()
    .min(1, required('emailRequired'))
    .max(CONTACT_LIMITS.email, required('emailInvalid'))
    .pipe(z.email(CONTACT_ERRORS.emailInvalid)),
  subject: z
    .string({ message: CONTACT_ERRORS.subjectRequired })
    .trim()
    .min(1, required('subjectRequired'))
    .max(CONTACT_LIMITS.subject, CONTACT_ERRORS.subjectTooLong),
  message: z
    .string({ message: CONTACT_ERRORS.messageRequired })
    .trim()
    .min(1, required('messageRequired'))
    .min(CONTACT_MESSAGE_MIN_LENGTH, required('messageTooShort'))
    .max(CONTACT_LIMITS.message, CONTACT_ERRORS.messageTooLong),
});
export type ContactBody = z.infer<typeof contactBody>;
export type ContactInput = z.input<typeof contactBody>;

/** The catalogue key of one of the texts above (undefined for any other text). */
export function contactErrorKey(message: string): ContactErrorKey | undefined {
  return (Object.keys(CONTACT_ERRORS) as ContactErrorKey[]).find((key) => CONTACT_ERRORS[key] === message);
}

export const CONTACT_SENT = 'Message sent successfully!';
export const contactResponse = envelope({});
export type ContactResponse = z.infer<typeof contactResponse>;
