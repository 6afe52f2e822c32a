import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, type LoginBody } from '@platter/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../shell/snackbar.tsx';
import { Button } from '../../ui/button.tsx';
import { PasswordField, TextField } from '../../ui/form-field.tsx';
import { login } from './api/auth-calls.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

const LINK = 'font-semibold text-primary hover:underline dark:text-accent';

/** /auth/login (spec 2, Login): email and password; on success the `redirect` query, else Home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthRedirect();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginBody>, unknown, LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    auth.start();
    try {
      await login(values, t('login.failed'));
    } catch (error) {
      auth.fail();
      applyFieldErrors(error, setError, ['email', 'password']);
      showSnackbar({
        message: failureMessage(error, { unreachable: t('login.error'), unexpected: t('login.unexpected') }),
        color: 'error',
        multiline: true,
      });
      return;
    }
    showSnackbar({ message: t('login.success'), color: 'success' });
    auth.finish();
  });

  const registerHref = auth.redirect ? `/auth/register?redirect=${encodeURIComponent(auth.redirect)}` : '/auth/register';
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            aria-required
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
            error={errors.password?.message}
            {...register('password')}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={LINK}>
              {t('login.forgotPassword')}
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <SocialSignIn />
      <p className="mt-8 text-center text-sm text-text-muted">
        {t('login.noAccount')}{' '}
        <Link to={registerHref} className={LINK}>
          {t('login.signUp')}
        </Link>
      </p>
    </AuthLayout>
  );
}
