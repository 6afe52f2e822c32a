import { z } from 'zod';

/** Spec section 9: 'contact message minimum 10'. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/**
 * The contact form (spec section 5). Messages are keys of the `contact` catalogue
 * (`form.errors.*`), translated where they are shown.
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'form.errors.nameRequired'),
  email: z
    .string()
    .trim()
    .min(1, { message: 'form.errors.emailRequired', abort: true })
    .pipe(z.email('form.errors.emailInvalid')),
  subject: z.string().trim().min(1, 'form.errors.subjectRequired'),
  message: z
    .string()
    .trim()
    .min(1, { message: 'form.errors.messageRequired', abort: true })
    .min(CONTACT_MESSAGE_MIN_LENGTH, 'form.errors.messageTooShort'),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = { name: '', email: '', subject: '', message: '' };
