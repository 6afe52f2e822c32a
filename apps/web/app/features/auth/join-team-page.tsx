/**
 * /join-team?token=… (issue 27): the page an invitation e-mail links to. It reads the invitation
 * (restaurant, role, e-mail, whether the e-mail has an account), then: a new person sets their name
 * and a password (the register rules) and joins, signed in; someone with an account signs in as the
 * invited e-mail (and comes back here) and joins with one tap; someone signed in as another account
 * is told so and may sign out. Joined, they land on the order board. Looked up in the browser only:
 * the token is a secret, never rendered into the server's HTML.
 */
import { currentLanguage } from '../../i18n/index.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { mdiAccountGroupOutline, mdiBellRingOutline, mdiClipboardListOutline, mdiLinkVariantOff, mdiSilverwareForkKnife } from '@mdi/js';
import { joinTeamForm, restaurantNameForms, type InvitePreview, type RestaurantNameForms } from '@platter/domain';
import { formatInZone } from '@platter/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { acceptInvite } from '../../lib/api/accept-invite.ts';
import { lookupInvite } from '../../lib/api/lookup-invite.ts';
import { loginPathFor } from '../../lib/auth-guard.ts';
import { applyFieldErrors, failureMessage } from '../../lib/form-errors.ts';
import { logout } from '../../lib/http.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useSessionView } from '../../lib/session-view.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { STAFF_PATH } from '../../lib/staff.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AuthPasswordField } from './auth-fields.tsx';
import { AuthLayout, type AuthAside } from './auth-layout.tsx';
import { PasswordStrength } from './password-strength.tsx';

type JoinInput = z.input<typeof joinTeamForm>;
type JoinValues = z.output<typeof joinTeamForm>;

type Lookup = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string } | { kind: 'ready'; invite: InvitePreview };

/** Spent, withdrawn, expired or unknown: the link itself is the problem. */
const isLinkProblem = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.fieldErrors.some((e) => e.field === 'token'));

function InviteFacts({ invite }: { invite: InvitePreview }) {
  const { t } = useTranslation('staffTeam');
  const timeZone = useRestaurant()?.timeZone;
  const until = formatInZone(invite.expiresAt, 'date', timeZone, currentLanguage());
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-surface-variant/70 p-4 text-sm" data-testid="join-invite">
      <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={mdiAccountGroupOutline} size={22} />
      </span>
      <div className="min-w-0">
        <p className="text-text-muted">{t('join.invitedEmail')}</p>
        <p className="break-all text-base font-semibold">{invite.email}</p>
        <p className="mt-1 text-text-muted">{t('join.expires', { date: until })}</p>
      </div>
    </div>
  );
}

/** The panel beside the form: what joining the team is for, not a diner's reasons for an account. */
function useTeamAside(restaurantName: RestaurantNameForms): AuthAside {
  const { t } = useTranslation('staffTeam');
  return {
    eyebrow: t('join.aside.eyebrow', { restaurant: restaurantName }),
    headline: t('join.aside.headline'),
    points: [
      { icon: mdiClipboardListOutline, text: t('join.aside.board') },
      { icon: mdiBellRingOutline, text: t('join.aside.chime') },
      { icon: mdiSilverwareForkKnife, text: t('join.aside.menu') },
    ],
  };
}

/** A new account: name and password (twice), then joined and signed in. */
function NewAccountForm({ token, onJoined, onLinkProblem }: { token: string; onJoined: (message: string) => void; onLinkProblem: (message: string) => void }) {
  const { t } = useTranslation('staffTeam');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<JoinInput, unknown, JoinValues>({
    resolver: localized(zodResolver(joinTeamForm)),
    defaultValues: { name: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const submit = handleSubmit(async ({ name, password: secret }) => {
    setFailure(null);
    try {
      onJoined(await acceptInvite({ token, name, password: secret }, t('join.failed')));
    } catch (error) {
      if (isLinkProblem(error)) onLinkProblem((error as ApiRequestError).message);
      else if (!applyFieldErrors(error, setError, ['name', 'password'])) setFailure(failureMessage(error, { unreachable: t('join.unreachable') }));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label={t('join.name')} autoComplete="name" aria-required error={errors.name?.message} {...register('name')} />
      <div>
        <AuthPasswordField label={t('join.password')} autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <PasswordStrength password={password} />
      </div>
      <AuthPasswordField label={t('join.confirmPassword')} autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {isSubmitting ? t('join.submitting') : t('join.submit')}
      </Button>
    </form>
  );
}

/** Signed in as the invited e-mail: one tap. */
function JoinAsMe({ token, invite, onJoined, onLinkProblem }: { token: string; invite: InvitePreview; onJoined: (message: string) => void; onLinkProblem: (message: string) => void }) {
  const { t } = useTranslation('staffTeam');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const join = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onJoined(await acceptInvite({ token }, t('join.failed')));
    } catch (error) {
      setBusy(false);
      if (isLinkProblem(error)) onLinkProblem((error as ApiRequestError).message);
      else setFailure(failureMessage(error, { unreachable: t('join.unreachable') }));
    }
  };
  return (
    <div className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p className="text-center text-sm text-text-muted">{t('join.signedInAs', { email: invite.email })}</p>
      <Button size="lg" block loading={busy} onClick={() => void join()}>
        {t('join.accept', { role: t(`roles.${invite.role}`) })}
      </Button>
    </div>
  );
}

export function JoinTeamPage({ token }: { token: string }) {
  const { t } = useTranslation('staffTeam');
  const navigate = useNavigate();
  const { settled, isLoggedIn } = useSessionView();
  const myEmail = useSessionStore((state) => state.user?.email ?? null);
  const [lookup, setLookup] = useState<Lookup>(token ? { kind: 'loading' } : { kind: 'invalid', message: t('join.missingToken') });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    lookupInvite(token, t('join.failed')).then(
      (invite) => current && setLookup({ kind: 'ready', invite }),
      (error: unknown) => {
        if (!current) return;
        if (isLinkProblem(error)) setLookup({ kind: 'invalid', message: (error as ApiRequestError).message });
        else setLookup({ kind: 'failed', message: failureMessage(error, { unreachable: t('join.unreachable') }) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, t, attempt]);

  const joined = (message: string) => {
    showSnackbar({ message, color: 'success' });
    void navigate(STAFF_PATH, { replace: true });
  };
  const linkProblem = (message: string) => setLookup({ kind: 'invalid', message });

  if (lookup.kind === 'invalid') {
    return (
      <AuthLayout title={t('join.invalidTitle')} subtitle={t('join.invalidSubtitle')}>
        <div className="space-y-6 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-error/10 text-error">
            <Icon path={mdiLinkVariantOff} size={32} />
          </span>
          <Alert tone="error" className="text-left">
            {lookup.message}
          </Alert>
          <ButtonLink to="/" variant="primary" size="lg" block>
            {t('join.home')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  if (lookup.kind === 'failed') {
    return (
      <AuthLayout title={t('join.metaTitle')} subtitle={t('join.failedSubtitle')}>
        <Alert
          tone="error"
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setLookup({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {lookup.message}
        </Alert>
      </AuthLayout>
    );
  }

  if (lookup.kind === 'loading' || !settled) {
    return (
      <AuthLayout title={t('join.metaTitle')} subtitle={t('join.loading')}>
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-24" rounded="rounded-2xl" />
          <Skeleton className="h-12" rounded="rounded-xl" />
          <Skeleton className="h-12" rounded="rounded-xl" />
        </div>
      </AuthLayout>
    );
  }

  return <ReadyToJoin token={token} invite={lookup.invite} myEmail={myEmail} isLoggedIn={isLoggedIn} onJoined={joined} onLinkProblem={linkProblem} />;
}

function ReadyToJoin({
  token,
  invite,
  myEmail,
  isLoggedIn,
  onJoined,
  onLinkProblem,
}: {
  token: string;
  invite: InvitePreview;
  myEmail: string | null;
  isLoggedIn: boolean;
  onJoined: (message: string) => void;
  onLinkProblem: (message: string) => void;
}) {
  const { t } = useTranslation('staffTeam');
  const location = useLocation();
  // The invitation is served on its restaurant's own site: the name takes that restaurant's article.
  const here = useRestaurant();
  const restaurantName = restaurantNameForms(invite.restaurantName, here?.name === invite.restaurantName ? here.languages.nameArticle : null);
  const aside = useTeamAside(restaurantName);
  let body;
  if (isLoggedIn && myEmail === invite.email) body = <JoinAsMe token={token} invite={invite} onJoined={onJoined} onLinkProblem={onLinkProblem} />;
  else if (isLoggedIn) {
    body = (
      <div className="space-y-4">
        <Alert tone="warning">{t('join.wrongAccount', { me: myEmail ?? '', email: invite.email })}</Alert>
        <Button variant="outline" size="lg" block onClick={() => void logout()}>
          {t('join.switchAccount')}
        </Button>
      </div>
    );
  } else if (invite.accountExists) {
    body = (
      <div className="space-y-4">
        <p className="text-center text-sm text-text-muted">{t('join.hasAccount', { email: invite.email })}</p>
        <ButtonLink to={loginPathFor(location)} variant="primary" size="lg" block>
          {t('join.signIn')}
        </ButtonLink>
      </div>
    );
  } else body = <NewAccountForm token={token} onJoined={onJoined} onLinkProblem={onLinkProblem} />;

  return (
    <AuthLayout title={t('join.title', { restaurant: restaurantName })} subtitle={t('join.subtitle', { role: t(`join.roleNames.${invite.role}`) })} aside={aside}>
      <div className="space-y-6">
        <InviteFacts invite={invite} />
        {body}
      </div>
    </AuthLayout>
  );
}
