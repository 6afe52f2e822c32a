/**
 * The members: name, e-mail and since when, a role picker and Remove (which asks first). The last
 * owner's role and removal are locked with the reason (the domain's last-owner rule; the server
 * refuses it all the same). Changing one's own role away from Owner, or leaving, asks first too.
 */
import { mdiAccountRemoveOutline } from '@mdi/js';
import { lastOwnerProblem, STAFF_ROLES, type StaffRole, type TeamMember } from '@platter/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { confirmDialog } from '../../lib/dialog.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { inputClasses } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { teamDate } from './team-dates.ts';
import { useTeamActions } from './use-team-actions.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

function MemberRow({ member, owners }: { member: TeamMember; owners: number }) {
  const { t } = useTranslation('staffTeam');
  const timeZone = useRestaurant()?.timeZone;
  const { setRole, remove, myId } = useTeamActions();
  const selectId = useId();
  const isMe = member._id === myId;
  const locked = lastOwnerProblem(owners, member, null) !== null;
  const pendingRole = setRole.isPending ? setRole.variables?.role : undefined;

  const chooseRole = async (role: StaffRole) => {
    if (role === member.role) return;
    if (isMe && role !== 'Owner') {
      const confirmed = await confirmDialog({
        title: t('members.demoteSelfTitle'),
        message: t('members.demoteSelfMessage', { role: t(`roles.${role}`) }),
        confirmText: t('members.demoteSelfConfirm'),
        cancelText: t('members.cancel'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    setRole.mutate({ member, role });
  };

  const askToRemove = async () => {
    const confirmed = await confirmDialog(
      isMe
        ? { title: t('members.leaveTitle'), message: t('members.leaveMessage'), confirmText: t('members.leaveConfirm'), cancelText: t('members.cancel'), destructive: true }
        : {
            title: t('members.removeTitle', { name: member.name }),
            message: t('members.removeMessage', { name: member.name }),
            confirmText: t('members.removeConfirm'),
            cancelText: t('members.cancel'),
            destructive: true,
          },
    );
    if (confirmed) remove.mutate(member);
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center" data-testid="team-member">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/12 font-semibold text-primary dark:bg-accent/15 dark:text-accent">
          {initials(member.name)}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 font-semibold">
            <span className="break-words">{member.name}</span>
            {isMe ? <span className="rounded-full bg-surface-variant px-2 py-0.5 text-xs font-semibold text-text">{t('members.you')}</span> : null}
          </p>
          <p className="break-all text-sm text-text-muted">{member.email}</p>
          <p className="text-sm text-text-muted">{t('members.joined', { date: teamDate(member.joinedAt, timeZone) })}</p>
          {locked ? <p id={`${selectId}-locked`} className="mt-1 text-sm text-text-muted">{t('members.onlyOwner')}</p> : null}
        </div>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <label htmlFor={selectId} className="sr-only">
          {t('members.roleLabel', { name: member.name })}
        </label>
        <select
          id={selectId}
          value={pendingRole ?? member.role}
          disabled={locked || setRole.isPending}
          aria-describedby={locked ? `${selectId}-locked` : undefined}
          onChange={(event) => void chooseRole(event.target.value as StaffRole)}
          className={cx(inputClasses(false, 'h-11 min-w-48 flex-1 pr-9 sm:w-52 sm:flex-none'), 'font-semibold')}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
        <Button
          variant="text"
          size="md"
          className="shrink-0 text-error! hover:bg-error/8!"
          aria-label={t('members.removeLabel', { name: member.name })}
          disabled={locked}
          loading={remove.isPending}
          onClick={() => void askToRemove()}
        >
          <Icon path={mdiAccountRemoveOutline} size={20} />
          {t('members.remove')}
        </Button>
      </div>
    </li>
  );
}

export function MemberList({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation('staffTeam');
  const headingId = useId();
  const owners = members.filter((m) => m.role === 'Owner').length;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border/80 bg-surface p-4 shadow-card sm:p-6" data-testid="team-members">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-display text-xl font-semibold">
        {t('members.title')}
        <span className="font-sans text-sm font-normal text-text-muted">{t('members.count', { count: members.length })}</span>
      </h2>
      <ul className="mt-4 divide-y divide-border/70">
        {members.map((member) => (
          <MemberRow key={member._id} member={member} owners={owners} />
        ))}
      </ul>
    </section>
  );
}
