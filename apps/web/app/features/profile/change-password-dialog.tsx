import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { changePasswordForm } from '@platter/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { z } from 'zod';
import { applyFieldErrors, failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { logout } from '../../lib/http.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/form-field.tsx';
import { useChangePassword } from '../../lib/api/change-password.ts';
import { Modal } from './modal.tsx';

type Values = z.infer<typeof changePasswordForm>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (spec 2, Profile): current, new and confirm. A changed password logs the
 * diner out (spec 4): the other sessions are revoked by the server, this one by our logout,
 * and the page guard then sends the diner to the login page (back to /profile afterwards).
 */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('profile');
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: localized(zodResolver(changePasswordForm)), defaultValues: EMPTY, mode: 'onTouched' });

  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (isSessionEnded(error)) return;
      applyFieldErrors(error, setError, ['currentPassword', 'newPassword']);
      showSnackbar({ message: failureMessage(error, { unreachable: t('password.error') }), color: 'error', multiline: true });
      return;
    }
    showSnackbar({ message: t('password.success'), color: 'success' });
    close(false);
    await logout();
  });

  const fieldProps = { showLabel: t('password.show'), hideLabel: t('password.hide'), 'aria-required': true } as const;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('password.title')}
      description={t('password.description')}
      closeLabel={t('close')}
      busy={isSubmitting}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <PasswordField
          {...fieldProps}
          label={t('password.current')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          {...fieldProps}
          label={t('password.new')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          {...fieldProps}
          label={t('password.confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="text" disabled={isSubmitting} onClick={() => close(false)}>
            {t('password.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
