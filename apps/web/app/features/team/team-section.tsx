/**
 * /staff/settings/team (issue 27, Owner only): invite someone by e-mail with a role, the members
 * with their role and Remove, and the invitations waiting. The API decides every rule (the last
 * owner, someone already on the team, a stale role); this screen says its answers.
 */
import { useQuery } from '@tanstack/react-query';
import { registerCatalogues } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { SettingsSectionProps } from '../../staff-area/settings-section.ts';
import { getTeam } from './api.ts';
import { InviteForm } from './invite-form.tsx';
import { InviteList } from './invite-list.tsx';
import { MemberList } from './member-list.tsx';
import { teamKeys } from '../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../i18n/en-GB/staffTeam.json', { eager: true, import: 'default' }));

export default function TeamSection(_props: SettingsSectionProps) {
  const { t } = useTranslation('staffTeam');
  const team = useQuery({ queryKey: teamKeys.team(), queryFn: getTeam, staleTime: 0 });
  return (
    <div className="max-w-3xl space-y-5" data-testid="team-section">
      <header>
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-text-muted">{t('lead')}</p>
      </header>
      <InviteForm />
      {team.isPending ? (
        <div className="space-y-5" aria-hidden="true">
          <Skeleton className="h-64" rounded="rounded-2xl" />
          <Skeleton className="h-32" rounded="rounded-2xl" />
        </div>
      ) : team.isError ? (
        <Alert tone="error" action={<Button variant="outline" size="sm" onClick={() => void team.refetch()}>{t('retry')}</Button>}>
          {team.error.message}
        </Alert>
      ) : (
        <>
          <MemberList members={team.data.members} />
          <InviteList invites={team.data.invites} />
        </>
      )}
    </div>
  );
}
