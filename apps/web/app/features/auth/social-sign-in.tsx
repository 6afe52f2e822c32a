import { mdiFacebook, mdiGoogle } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Icon } from '../../ui/icon.tsx';

const SOCIAL_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-border bg-background px-4 text-[0.9375rem] font-semibold text-text transition hover:bg-text/5';

/** Google and Facebook sign-in: not available yet, each says so (spec 2, Login). */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-text-muted">
        <span className="h-px flex-1 bg-border" />
        {t('social.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          className={SOCIAL_BUTTON}
          onClick={() => showSnackbar({ message: t('social.googleNotImplemented'), color: 'error' })}
        >
          <Icon path={mdiGoogle} size={20} className="text-[#4285F4]" />
          {t('social.google')}
        </button>
        <button
          type="button"
          className={SOCIAL_BUTTON}
          onClick={() => showSnackbar({ message: t('social.facebookNotImplemented'), color: 'error' })}
        >
          <Icon path={mdiFacebook} size={20} className="text-[#1877F2]" />
          {t('social.facebook')}
        </button>
      </div>
    </div>
  );
}
