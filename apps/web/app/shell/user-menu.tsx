import { mdiAccountCircle, mdiChevronDown } from '@mdi/js';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../lib/hydrated.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { signInHref } from '../lib/sign-in-href.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

const UserDropdown = lazy(() => import('./user-dropdown.tsx'));

/** Desktop: Login link for guests (back to this page after signing in); for diners a menu labelled with their name (or 'Profile'). */
export function AccountControl() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const user = useSessionStore((state) => state.user);
  const here = useLocation();

  // The session lives in the browser: the server (and hydration) always renders the guest link.
  if (!hydrated || !isLoggedIn) {
    return (
      <Link to={signInHref('/auth/login', here)} className={buttonClasses({ variant: 'primary', size: 'sm', className: 'px-5' })}>
        {t('nav.login')}
      </Link>
    );
  }
  const label = user?.name?.trim() || t('nav.profile');
  return (
    <Suspense
      fallback={
        <span className="inline-flex h-11 max-w-48 items-center gap-2 rounded-full border border-border pl-1.5 pr-3 text-sm font-semibold">
          <Icon path={mdiAccountCircle} size={28} className="text-primary dark:text-accent" />
          <span className="truncate">{label}</span>
          <Icon path={mdiChevronDown} size={18} className="text-text-muted" />
        </span>
      }
    >
      <UserDropdown label={label} />
    </Suspense>
  );
}
