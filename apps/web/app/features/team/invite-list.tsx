/**
 * The invitations waiting: to whom, for which role, sent when and by whom, until when the link
 * works (or Expired), with Send again (a fresh link for 7 days; the old one stops working) and
 * Withdraw (the link stops working).
 */
import { mdiEmailFastOutline, mdiEmailOutline } from '@mdi/js';
import type { TeamInvite } from '@platter/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { teamDate } from './team-dates.ts';
import { useTeamActions } from './use-team-actions.ts';

function InviteRow({ invitation }: { invitation: TeamInvite }) {
  const { t } = useTranslation('staffTeam');
  const timeZone = useRestaurant()?.timeZone;
  const { invite, withdraw, refused } = useTeamActions();
  const sent = teamDate(invitation.sentAt, timeZone);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center" data-testid="team-invitation">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-variant text-text-muted">
          <Icon path={mdiEmailOutline} size={22} />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-all font-semibold">{invitation.email}</span>
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary dark:bg-accent/15 dark:text-accent">{t(`roles.${invitation.role}`)}</span>
            {invitation.isExpired ? <span className="rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold text-text">{t('invites.expired')}</span> : null}
          </p>
          <p className="text-sm text-text-muted">{invitation.invitedBy ? t('invites.sentBy', { date: sent, name: invitation.invitedBy.name }) : t('invites.sent', { date: sent })}</p>
          <p className="text-sm text-text-muted">{invitation.isExpired ? t('invites.expiredHint') : t('invites.expires', { date: teamDate(invitation.expiresAt, timeZone) })}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0">
        <Button
          variant="outline"
          size="md"
          aria-label={t('invites.sendAgainLabel', { email: invitation.email })}
          loading={invite.isPending}
          onClick={() => invite.mutate({ email: invitation.email, role: invitation.role }, { onError: refused })}
        >
          <Icon path={mdiEmailFastOutline} size={20} />
          {t('invites.sendAgain')}
        </Button>
        <Button
          variant="text"
          size="md"
          className="text-error! hover:bg-error/8!"
          aria-label={t('invites.withdrawLabel', { email: invitation.email })}
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate(invitation)}
        >
          {t('invites.withdraw')}
        </Button>
      </div>
    </li>
  );
}

export function InviteList({ invites }: { invites: TeamInvite[] }) {
  const { t } = useTranslation('staffTeam');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border/80 bg-surface p-4 shadow-card sm:p-6" data-testid="team-invitations">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-display text-xl font-semibold">
        {t('invites.title')}
        {invites.length > 0 ? <span className="font-sans text-sm font-normal text-text-muted">{invites.length}</span> : null}
      </h2>
      {invites.length === 0 ? (
        <p className="mt-3 text-sm text-text-muted">{t('invites.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border/70">
          {invites.map((invitation) => (
            <InviteRow key={invitation._id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}
