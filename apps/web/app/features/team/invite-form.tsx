/**
 * Invite someone: an e-mail address and a role (each role says what it may do). The server's
 * refusals land on their field (someone already on the team: on the e-mail); the answer's words
 * are said in a snackbar and the address is cleared for the next one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { mdiAccountMultiplePlusOutline, mdiSendOutline } from '@mdi/js';
import { STAFF_ROLES, teamInviteBody, type StaffRole } from '@platter/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { RadioCard } from '../../ui/radio-card.tsx';
import { useTeamActions } from './use-team-actions.ts';

type InviteInput = z.input<typeof teamInviteBody>;
type InviteValues = z.output<typeof teamInviteBody>;

export function InviteForm() {
  const { t } = useTranslation('staffTeam');
  const { invite, refused } = useTeamActions();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, InviteValues>({
    resolver: localized(zodResolver(teamInviteBody)),
    defaultValues: { email: '', role: 'Staff' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      reset({ email: '', role: values.role });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email', 'role'])) refused(error);
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border/80 bg-surface p-4 shadow-card sm:p-6" data-testid="team-invite">
      <h2 id={headingId} className="flex items-center gap-2 font-display text-xl font-semibold">
        <Icon path={mdiAccountMultiplePlusOutline} size={24} className="text-primary dark:text-accent" />
        {t('invite.title')}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t('invite.lead')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={t('invite.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={t('invite.emailPlaceholder')}
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">{t('invite.role')}</legend>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <div className="grid gap-2 sm:grid-cols-3">
                {STAFF_ROLES.map((role: StaffRole) => (
                  <RadioCard
                    key={role}
                    name={field.name}
                    value={role}
                    checked={field.value === role}
                    onChange={() => field.onChange(role)}
                    label={t(`roles.${role}`)}
                    hint={t(`roleHints.${role}`)}
                  />
                ))}
              </div>
            )}
          />
          {errors.role?.message ? <p className="mt-1.5 text-sm font-medium text-error">{errors.role.message}</p> : null}
        </fieldset>
        <Button type="submit" size="md" loading={isSubmitting}>
          <Icon path={mdiSendOutline} size={20} />
          {isSubmitting ? t('invite.sending') : t('invite.send')}
        </Button>
      </form>
    </section>
  );
}
