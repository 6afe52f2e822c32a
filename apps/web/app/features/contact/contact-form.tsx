import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { mdiSend } from '@mdi/js';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { sendContactMessage } from '../../lib/api/send-contact-message.ts';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { tapSafe } from '../../ui/after-tap.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { contactErrorKey, contactFormSchema, emptyContactForm, type ContactFormValues } from './contact-form-schema.ts';

/** Spec section 9: the sending notice shows for 2 s. */
export const CONTACT_SENDING_NOTICE_MS = 2000;

/**
 * The contact form. The spec only simulates sending; this one posts to POST /contact, which
 * e-mails the restaurant with the diner's address as Reply-To (issue 13).
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: localized(zodResolver(contactFormSchema)),
    defaultValues: emptyContactForm,
    mode: 'onTouched',
  });

  const send = handleSubmit(
    async (values) => {
      setSent(null);
      setFailure(null);
      showSnackbar({ message: t('form.sendingNotice'), color: 'info', timeout: CONTACT_SENDING_NOTICE_MS, multiline: true });
      try {
        // The API answers 'Message sent successfully!'; the page shows its catalogue's words for it.
        await sendContactMessage(values, t('form.failed'));
        if (!mounted.current) return;
        setSent(t('form.success'));
        showSnackbar({ message: t('form.success'), color: 'success', multiline: true });
        reset(emptyContactForm);
      } catch (error) {
        if (!mounted.current) return;
        const text = failureMessage(error, { unreachable: t('form.error') });
        if (!applyFieldErrors(error, setError, ['name', 'email', 'subject', 'message'])) setFailure(text);
        showSnackbar({ message: text, color: 'error', multiline: true });
      }
    },
    () => {
      showSnackbar({ message: t('form.invalid'), color: 'error', multiline: true });
    },
  );

  return (
    <form noValidate onSubmit={send} aria-labelledby="contact-form-heading" className="space-y-5">
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.name')} error={errors.name}>
          {(props) => (
            <input
              {...props}
              {...tapSafe(register('name'))}
              type="text"
              autoComplete="name"
              placeholder={t('form.namePlaceholder')}
              className={inputClasses(Boolean(errors.name))}
            />
          )}
        </Field>
        <Field label={t('form.email')} error={errors.email}>
          {(props) => (
            <input
              {...props}
              {...tapSafe(register('email'))}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('form.emailPlaceholder')}
              className={inputClasses(Boolean(errors.email))}
            />
          )}
        </Field>
      </div>
      <Field label={t('form.subject')} error={errors.subject}>
        {(props) => (
          <input
            {...props}
            {...tapSafe(register('subject'))}
            type="text"
            placeholder={t('form.subjectPlaceholder')}
            className={inputClasses(Boolean(errors.subject))}
          />
        )}
      </Field>
      <Field label={t('form.message')} error={errors.message} hint={t('form.messageHint')}>
        {(props) => (
          <textarea
            {...props}
            {...tapSafe(register('message'))}
            rows={6}
            placeholder={t('form.messagePlaceholder')}
            className={inputClasses(Boolean(errors.message), true)}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse items-stretch gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-text-muted">{t('form.allRequired')}</p>
        <Button type="submit" size="lg" loading={isSubmitting} className="sm:min-w-48">
          {isSubmitting ? null : <Icon path={mdiSend} size={20} />}
          {isSubmitting ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

function inputClasses(invalid: boolean, multiline = false): string {
  return cx(
    'block w-full rounded-xl border bg-background px-4 text-base text-text shadow-xs transition',
    multiline ? 'min-h-36 resize-y py-3 leading-relaxed' : 'h-12',
    'placeholder:text-text-muted/70 focus:outline-none focus:ring-4',
    invalid
      ? 'border-error focus:border-error focus:ring-error/15'
      : 'border-border hover:border-text-muted/60 focus:border-primary focus:ring-primary/15 dark:focus:border-accent dark:focus:ring-accent/20',
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true;
}

/** A labelled control with its error (or hint) underneath, wired up for screen readers. */
function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: FieldError | undefined;
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation('contact');
  const id = useId();
  const messageId = `${id}-message`;
  const key = error?.message ? contactErrorKey(error.message) : undefined;
  const message = key ? t(`form.errors.${key}`) : (error?.message ?? hint);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-text">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': message ? messageId : undefined,
        'aria-required': true,
      })}
      {message ? (
        <p id={messageId} className={cx('mt-1.5 text-sm', error ? 'font-medium text-error' : 'text-text-muted')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
