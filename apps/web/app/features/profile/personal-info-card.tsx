import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { mdiClose, mdiPencilOutline } from '@mdi/js';
import { updateProfileBody, type User } from '@platter/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { z } from 'zod';
import { applyFieldErrors, failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useUpdateProfile } from '../../lib/api/update-profile.ts';

type Values = z.input<typeof updateProfileBody>;
type Parsed = z.output<typeof updateProfileBody>;

const valuesOf = (user: User): Values => ({ name: user.name, phoneNumber: user.phoneNumber ?? '' });

/** Personal information (spec 2, Profile): Edit / Cancel, Save Changes; the e-mail is read-only. */
export function PersonalInfoCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: localized(zodResolver(updateProfileBody)),
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });

  const cancel = () => {
    reset(valuesOf(user));
    setEditing(false);
  };

  const save = handleSubmit(
    async ({ name, phoneNumber = '' }) => {
      if (name === user.name.trim() && phoneNumber === (user.phoneNumber ?? '').trim()) {
        showSnackbar({ message: t('personal.noChanges'), color: 'info' });
        return;
      }
      try {
        await updateProfile.mutateAsync({ name, phoneNumber });
      } catch (error) {
        if (isSessionEnded(error)) return;
        applyFieldErrors(error, setError, ['name', 'phoneNumber']);
        showSnackbar({ message: failureMessage(error, { unreachable: t('personal.error') }), color: 'error', multiline: true });
        return;
      }
      showSnackbar({ message: t('personal.success'), color: 'success' });
      setEditing(false);
    },
    () => showSnackbar({ message: t('personal.invalid'), color: 'error' }),
  );

  return (
    <Card>
      <section aria-labelledby="personal-title" className="p-5 sm:p-7">
        <div className="flex items-center justify-between gap-3">
          <h2 id="personal-title" className="font-display text-lg font-semibold sm:text-2xl">
            {t('personal.title')}
          </h2>
          {editing ? (
            <Button variant="text" size="sm" onClick={cancel} disabled={isSubmitting}>
              <Icon path={mdiClose} size={18} />
              {t('personal.cancel')}
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Icon path={mdiPencilOutline} size={18} />
              {t('personal.edit')}
            </Button>
          )}
        </div>

        {editing ? (
          <form noValidate onSubmit={save} className="mt-6 space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('personal.name')}
                autoComplete="name"
                aria-required
                error={errors.name?.message}
                {...register('name')}
              />
              <TextField
                label={t('personal.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('personal.phonePlaceholder')}
                hint={t('personal.phoneHint')}
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
            </div>
            <TextField label={t('personal.email')} type="email" value={user.email} readOnly hint={t('personal.emailHint')} />
            <div className="flex justify-end">
              <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
                {isSubmitting ? t('personal.saving') : t('personal.save')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="mt-6 grid gap-5 sm:grid-cols-2">
            <Detail label={t('personal.name')} value={user.name} />
            <Detail label={t('personal.phone')} value={user.phoneNumber || t('personal.notProvided')} muted={!user.phoneNumber} />
            <Detail label={t('personal.email')} value={user.email} hint={t('personal.emailHint')} className="sm:col-span-2" />
          </dl>
        )}
      </section>
    </Card>
  );
}

/** One dt/dd pair in the only wrapper a <dl> allows (a div); a hint goes inside the dd. */
function Detail({ label, value, muted = false, hint, className }: { label: string; value: string; muted?: boolean; hint?: string; className?: string }) {
  return (
    <div className={className ? `min-w-0 ${className}` : 'min-w-0'}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-text-muted">{label}</dt>
      <dd className={muted ? 'mt-1 text-base text-text-muted italic' : 'mt-1 break-words text-base font-medium'}>
        {value}
        {hint ? <span className="mt-1 block text-sm font-normal text-text-muted">{hint}</span> : null}
      </dd>
    </div>
  );
}
