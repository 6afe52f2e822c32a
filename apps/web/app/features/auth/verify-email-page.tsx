/**
 * /verify-email (issue 30). With `?token=…` (the e-mailed link): verifies the address, and the
 * guest orders placed here with it join the account with their points. Without a token, for a
 * signed-in diner (after creating an account from a guest order's success screen): e-mails the link.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { confirmEmail, sendVerificationLink } from '../../lib/api/verify-email.ts';
import { failureMessage } from '../../lib/form-errors.ts';
import { useSessionView } from '../../lib/session-view.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

type State = { kind: 'working' } | { kind: 'sent' } | { kind: 'verified'; claimed: number; points: number } | { kind: 'failed'; message: string } | { kind: 'signIn' };

export function VerifyEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { settled, isLoggedIn } = useSessionView();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    if (token) {
      started.current = true;
      confirmEmail(token, t('verify.failed')).then(
        (answer) => setState({ kind: 'verified', claimed: answer.data.claim?.claimedOrders ?? 0, points: answer.data.claim?.pointsCredited ?? 0 }),
        (error: unknown) => setState({ kind: 'failed', message: failureMessage(error, { unreachable: t('verify.failed') }) }),
      );
      return;
    }
    if (!settled) return;
    started.current = true;
    if (!isLoggedIn) return setState({ kind: 'signIn' });
    sendVerificationLink(t('verify.failed')).then(
      (answer) => setState(answer.data.emailVerified ? { kind: 'verified', claimed: 0, points: 0 } : { kind: 'sent' }),
      (error: unknown) => setState({ kind: 'failed', message: failureMessage(error, { unreachable: t('verify.failed') }) }),
    );
  }, [token, settled, isLoggedIn, t]);

  return (
    <AuthLayout title={t('verify.title')} subtitle="">
      <div className="flex flex-col gap-4" data-testid="verify-email" aria-live="polite">
        {state.kind === 'working' ? <p role="status">{token ? t('verify.checking') : t('verify.sending')}</p> : null}
        {state.kind === 'sent' ? (
          <Alert tone="success">{t('verify.sent')}</Alert>
        ) : null}
        {state.kind === 'signIn' ? <Alert tone="info">{t('verify.signInFirst')}</Alert> : null}
        {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
        {state.kind === 'verified' ? (
          <>
            <Alert tone="success">{t('verify.verified')}</Alert>
            <p>{state.claimed > 0 ? t('verify.claimed', { count: state.claimed, points: state.points }) : t('verify.noneClaimed')}</p>
            <ButtonLink to="/orders" variant="primary">
              {t('verify.myOrders')}
            </ButtonLink>
          </>
        ) : null}
      </div>
    </AuthLayout>
  );
}
