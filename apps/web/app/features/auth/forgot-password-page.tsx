import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { mdiArrowLeft, mdiEmailCheckOutline } from '@mdi/js';
import { forgotPasswordBody, restaurantNameOf } from '@platter/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { z } from 'zod';
import { requestPasswordReset } from '../../lib/api/forgot-password.ts';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { AuthBackLink, EmailField } from './auth-fields.tsx';
import { AuthLayout } from './auth-layout.tsx';

type ForgotInput = z.input<typeof forgotPasswordBody>;
type ForgotValues = z.output<typeof forgotPasswordBody>;

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the account
 * exists (the API's 202 message is shown as is), so the page never says which e-mails have one.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const restaurant = useRestaurant();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: localized(zodResolver(forgotPasswordBody)),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setSent({ message: await requestPasswordReset({ email }, t('forgot.failed')), email });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'])) setFailure(failureMessage(error, { unreachable: t('forgot.error') }));
    }
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={sent ? t('forgot.sentTitle') : t('forgot.subtitle')}>
      {sent ? (
        <div className="space-y-6 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/12 text-success">
            <Icon path={mdiEmailCheckOutline} size={32} />
          </span>
          <Alert tone="success" className="text-left">
            <p>{sent.message}</p>
            <p className="mt-2 font-semibold [overflow-wrap:anywhere]">{sent.email}</p>
          </Alert>
          <p className="text-sm leading-relaxed text-text-muted">
            {restaurant ? t('forgot.sentHint', { restaurant: restaurantNameOf(restaurant) }) : t('forgot.sentHintGeneric')}
          </p>
          <div className="flex flex-col gap-3">
            <ButtonLink to="/auth/login" variant="primary" size="lg" block>
              <Icon path={mdiArrowLeft} size={18} />
              {t('forgot.backToLogin')}
            </ButtonLink>
            <Button type="button" variant="text" onClick={() => setSent(null)}>
              {t('forgot.tryAgain')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={submit} className="space-y-5">
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <EmailField autoFocus error={errors.email?.message} {...register('email')} />
            <Button type="submit" size="lg" block loading={isSubmitting}>
              {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </form>
          <AuthBackLink question={t('forgot.remembered')} action={t('forgot.signIn')} />
        </>
      )}
    </AuthLayout>
  );
}
