import { contactBody, type ContactInput } from '@platter/domain';

export { CONTACT_MESSAGE_MIN_LENGTH, contactErrorKey } from '@platter/domain';

/**
 * The contact form (spec section 5): the API's own schema (packages/domain, contracts/contact.ts),
 * so the page refuses exactly what POST /contact would. Its texts are shown from the `contact`
 * catalogue (`form.errors.{key}`, see `contactErrorKey`).
 */
export const contactFormSchema = contactBody;

export type ContactFormValues = ContactInput;

export const emptyContactForm: ContactFormValues = { name: '', email: '', subject: '', message: '' };
