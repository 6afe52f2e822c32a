import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { registerForm, restaurantNameOf } from '@platter/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { z } from 'zod';
import { register as createAccount } from '../../lib/api/register.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { TextField } from '../../ui/form-field.tsx';
import { AUTH_LINK, AuthFooter, AuthPasswordField, EmailField } from './auth-fields.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordStrength } from './password-strength.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

/** What the fields hold: the terms box is unticked (false) until the diner ticks it; the schema takes only true. */
type RegisterFormInput = Omit<z.input<typeof registerForm>, 'acceptTerms'> & { acceptTerms: boolean };
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
    resolver: localized(zodResolver<RegisterFormInput, unknown, RegisterFormValues>(registerForm)),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const submit = handleSubmit(({ name, email, password: secret }) =>
    auth.signIn(
      () => createAccount({ name, email, password: secret }, t('register.failed')),
      { setError, fields: ['name', 'email', 'password'] },
      { success: t('register.success'), unreachable: t('register.error') },
    ),
  );

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={restaurant ? t('register.subtitle', { restaurant: restaurantNameOf(restaurant) }) : t('register.subtitleGeneric')}
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
        <EmailField error={errors.email?.message} {...register('email')} />
        <div>
          <AuthPasswordField label={t('fields.password')} autoComplete="new-password" error={errors.password?.message} {...register('password')} />
          <PasswordStrength password={password} />
        </div>
        <AuthPasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
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
                  terms: <Link to="/terms" target="_blank" className={AUTH_LINK} />,
                  privacy: <Link to="/privacy" target="_blank" className={AUTH_LINK} />,
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
      <AuthFooter question={t('register.haveAccount')} action={t('register.signIn')} to={auth.hrefTo('/auth/login')} />
    </AuthLayout>
  );
}
