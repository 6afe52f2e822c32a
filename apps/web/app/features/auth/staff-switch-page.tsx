/**
 * /staff/switch#code=… (issue 41): where the restaurant switcher of another restaurant's staff
 * area lands. The code (single-use, a minute long, in the fragment so no server or log sees it) is
 * spent once here for a session on this restaurant's site, then the board opens.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { redeemStaffHandoff } from '../../lib/api/redeem-staff-handoff.ts';
import { loginPathFor } from '../../lib/auth-guard.ts';
import { failureMessage } from '../../lib/form-errors.ts';
import { STAFF_PATH } from '../../lib/staff.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

export function StaffSwitchPage() {
  const { t } = useTranslation('staffSwitch');
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = /(?:^#|&)code=([A-Za-z0-9_-]+)/.exec(window.location.hash)?.[1] ?? '';
    // Spent or not, the code leaves the address bar (and the history) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!code) return setFailed(t('page.failed'));
    redeemStaffHandoff(code, t('page.failed')).then(
      () => void navigate(STAFF_PATH, { replace: true }),
      (error: unknown) => setFailed(failureMessage(error, { unreachable: t('page.failed') })),
    );
  }, [navigate, t]);

  return (
    <AuthLayout title={failed ? t('page.failedTitle') : t('page.metaTitle')} subtitle="">
      <div className="flex flex-col gap-4" data-testid="staff-switch" aria-live="polite">
        {failed ? (
          <>
            <Alert tone="error">{failed}</Alert>
            <ButtonLink to={loginPathFor({ pathname: STAFF_PATH })} variant="primary">
              {t('page.signIn')}
            </ButtonLink>
          </>
        ) : (
          <p role="status">{t('page.signingIn')}</p>
        )}
      </div>
    </AuthLayout>
  );
}
