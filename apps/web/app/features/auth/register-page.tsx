import { zodResolver } from '@hookform/resolvers/zod';
import { registerForm } from '@platter/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../shell/snackbar.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { PasswordField, TextField } from '../../ui/form-field.tsx';
import { register as createAccount } from './api/auth-calls.ts';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordStrength } from './password-strength.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

const LINK = 'font-semibold text-primary hover:underline dark:text-accent';

type RegisterFormInput = z.input<typeof registerForm>;
type RegisterFormValues = z.output<typeof registerForm>;

/** /auth/register (spec 2, Register): the new diner is signed in and goes Home (or to the `redirect` query). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const restaurant = useRestaurant();
  const auth = useAuthRedirect();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false as unknown as true },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const submit = handleSubmit(async ({ name, email, password: secret }) => {
    auth.start();
    try {
      await createAccount({ name, email, password: secret }, t('register.failed'));
    } catch (error) {
      auth.fail();
      applyFieldErrors(error, setError, ['name', 'email', 'password']);
      showSnackbar({
        message: failureMessage(error, { unreachable: t('register.error') }),
        color: 'error',
        multiline: true,
      });
      return;
    }
    showSnackbar({ message: t('register.success'), color: 'success' });
    auth.finish();
  });

  const loginHref = auth.redirect ? `/auth/login?redirect=${encodeURIComponent(auth.redirect)}` : '/auth/login';
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={restaurant ? t('register.subtitle', { restaurant: restaurant.name }) : t('register.subtitleGeneric')}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          placeholder={t('fields.namePlaceholder')}
          aria-required
          error={errors.name?.message}
          {...register('name')}
        />
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
            autoComplete="new-password"
            aria-required
            showLabel={t('fields.showPassword')}
            hideLabel={t('fields.hidePassword')}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrength password={password} />
        </div>
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          aria-required
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id="register-accept-terms"
              type="checkbox"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'register-accept-terms-error' : undefined}
              className={cx(
                'mt-0.5 size-5 shrink-0 rounded accent-[var(--color-primary)]',
                errors.acceptTerms && 'outline-2 outline-error',
              )}
              {...register('acceptTerms')}
            />
            <label htmlFor="register-accept-terms" className="text-sm leading-relaxed text-text">
              <Trans
                t={t}
                i18nKey="register.terms"
                components={{
                  terms: <Link to="/terms" target="_blank" className={LINK} />,
                  privacy: <Link to="/privacy" target="_blank" className={LINK} />,
                }}
              />
            </label>
          </div>
          {errors.acceptTerms ? (
            <p id="register-accept-terms-error" className="mt-1.5 text-sm font-medium text-error">
              {errors.acceptTerms.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <SocialSignIn />
      <p className="mt-8 text-center text-sm text-text-muted">
        {t('register.haveAccount')}{' '}
        <Link to={loginHref} className={LINK}>
          {t('register.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
