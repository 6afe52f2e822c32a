import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { PasswordField, TextField, type TextFieldProps } from '../../ui/form-field.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

export const AUTH_LINK = 'font-semibold text-primary hover:underline dark:text-accent';

type FieldProps = Omit<TextFieldProps, 'label' | 'type' | 'trailing'>;

/** The e-mail field of the login and register forms. */
export function EmailField(props: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      aria-required
      {...props}
    />
  );
}

/** A required password field with the show/hide toggle. */
export function AuthPasswordField(props: FieldProps & { label: string }) {
  const { t } = useTranslation('auth');
  return <PasswordField aria-required showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} {...props} />;
}

/** Under the form: social sign-in, then 'No account? Sign up' or 'Have an account? Sign in'. */
export function AuthFooter({ question, action, to }: { question: string; action: string; to: string }) {
  return (
    <>
      <SocialSignIn />
      <p className="mt-8 text-center text-sm text-text-muted">
        {question}{' '}
        <Link to={to} className={AUTH_LINK}>
          {action}
        </Link>
      </p>
    </>
  );
}

/** Under the password-reset forms: 'Remembered it? Sign in'. */
export function AuthBackLink({ question, action }: { question: string; action: string }) {
  return (
    <p className="mt-8 text-center text-sm text-text-muted">
      {question}{' '}
      <Link to="/auth/login" className={AUTH_LINK}>
        {action}
      </Link>
    </p>
  );
}
