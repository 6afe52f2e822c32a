import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { loginBody, type LoginBody } from '@platter/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { z } from 'zod';
import { login } from '../../lib/api/login.ts';
import { Button } from '../../ui/button.tsx';
import { AUTH_LINK, AuthFooter, AuthPasswordField, EmailField } from './auth-fields.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

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
    resolver: localized(zodResolver(loginBody)),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) =>
    auth.signIn(
      () => login(values, t('login.failed')),
      { setError, fields: ['email', 'password'] },
      { success: t('login.success'), unreachable: t('login.error'), unexpected: t('login.unexpected') },
    ),
  );

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <div>
          <AuthPasswordField label={t('fields.password')} autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={AUTH_LINK}>
              {t('login.forgotPassword')}
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <AuthFooter question={t('login.noAccount')} action={t('login.signUp')} to={auth.hrefTo('/auth/register')} />
    </AuthLayout>
  );
}
