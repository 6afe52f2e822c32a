import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { mdiCheckCircleOutline, mdiLinkVariantOff } from '@mdi/js';
import { resetPasswordForm } from '@platter/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';
import { resetPassword } from '../../lib/api/reset-password.ts';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { AuthBackLink, AuthPasswordField } from './auth-fields.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordStrength } from './password-strength.tsx';

type ResetInput = z.input<typeof resetPasswordForm>;
type ResetValues = z.output<typeof resetPasswordForm>;

type Outcome = { kind: 'done'; message: string } | { kind: 'link'; message: string };

/** The link itself is refused (expired, used, superseded, unknown): asking again is the way on. */
function isLinkProblem(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'GONE' || (error.status === 400 && error.fieldErrors.some((e) => e.field === 'token')))
  );
}

/** /reset-password?token=…: a new password with the register rules, then sign in with it. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'link', message: t('reset.missingToken') });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetValues>({
    resolver: localized(zodResolver(resetPasswordForm)),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const submit = handleSubmit(async ({ password: secret }) => {
    setFailure(null);
    try {
      const message = await resetPassword({ token, password: secret }, t('reset.failed'));
      setOutcome({ kind: 'done', message: message || t('reset.success') });
    } catch (error) {
      if (isLinkProblem(error)) setOutcome({ kind: 'link', message: (error as ApiRequestError).message });
      else if (!applyFieldErrors(error, setError, ['password'])) setFailure(failureMessage(error, { unreachable: t('reset.error') }));
    }
  });

  if (outcome?.kind === 'done') {
    return (
      <AuthLayout title={t('reset.successTitle')} subtitle={outcome.message}>
        <div className="space-y-6 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/12 text-success">
            <Icon path={mdiCheckCircleOutline} size={34} />
          </span>
          <ButtonLink to="/auth/login" variant="primary" size="lg" block>
            {t('reset.signIn')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (outcome?.kind === 'link') {
    return (
      <AuthLayout title={t('reset.linkProblemTitle')} subtitle={t('reset.linkProblemSubtitle')}>
        <div className="space-y-6 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-error/10 text-error">
            <Icon path={mdiLinkVariantOff} size={32} />
          </span>
          <Alert tone="error" className="text-left">
            {outcome.message}
          </Alert>
          <div className="flex flex-col gap-3">
            <ButtonLink to="/forgot-password" variant="primary" size="lg" block>
              {t('reset.askAgain')}
            </ButtonLink>
            <ButtonLink to="/auth/login" variant="text" block>
              {t('reset.backToLogin')}
            </ButtonLink>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div>
          <AuthPasswordField
            label={t('reset.password')}
            autoComplete="new-password"
            autoFocus
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrength password={password} />
        </div>
        <AuthPasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
      <AuthBackLink question={t('forgot.remembered')} action={t('forgot.signIn')} />
    </AuthLayout>
  );
}
