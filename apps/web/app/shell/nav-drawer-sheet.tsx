import {
  mdiAccountCircleOutline,
  mdiAccountPlusOutline,
  mdiClipboardTextClockOutline,
  mdiClose,
  mdiHeartOutline,
  mdiHistory,
  mdiLoginVariant,
  mdiLogout,
} from '@mdi/js';
import { DrawerLanguageSwitch } from './drawer-language-switch.tsx';
import type { PublicRestaurant } from '@platter/domain';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { NavLink, useLocation } from 'react-router';
import { useLogout } from '../lib/auth-guard.ts';
import { useHydrated } from '../lib/hydrated.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { signInHref } from '../lib/sign-in-href.ts';
import { STAFF_PATH, useStaffRole } from '../lib/staff.ts';
import { IconButton } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { Brand } from './brand.tsx';
import { CountBadge, useCartBadgeCount } from './cart-link.tsx';
import { CART_NAV, MAIN_NAV } from './nav-items.ts';

function DrawerLink({
  to,
  icon,
  end,
  onChoose,
  children,
}: {
  to: string;
  icon: string;
  end?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onChoose}
      className={({ isActive }) =>
        cx(
          'flex h-12 items-center gap-4 rounded-xl px-4 text-[0.9375rem] font-medium transition-colors',
          isActive ? 'bg-primary/10 text-primary dark:bg-text/10 dark:text-accent' : 'text-text hover:bg-text/5',
        )
      }
    >
      <Icon path={icon} size={22} className="opacity-80" />
      <span className="flex-1">{children}</span>
    </NavLink>
  );
}

/** The drawer's sheet (Radix Dialog), loaded when the diner first opens the menu. */
export default function NavDrawerSheet({
  restaurant,
  loading,
  open,
  setOpen,
  trigger,
}: {
  restaurant: PublicRestaurant | null;
  loading: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The hamburger: focus returns to it when the drawer closes without a choice. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('common');
  const here = useLocation();
  const hydrated = useHydrated();
  const count = useCartBadgeCount();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const logout = useLogout();
  const loggedIn = hydrated && isLoggedIn;
  const isStaff = useStaffRole() !== null;
  // A link was chosen: the new page's heading takes focus (RouteFocus), not the hamburger.
  const chose = useRef(false);
  const close = () => {
    chose.current = true;
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) chose.current = false;
        setOpen(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-[70] bg-black/45 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="sheet-content fixed inset-y-0 left-0 z-[71] flex w-[min(20rem,86vw)] flex-col bg-surface text-text shadow-card-hover outline-none md:hidden"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!chose.current) trigger.current?.focus();
            chose.current = false;
          }}
        >
          <div className="flex items-center justify-between gap-2 border-b border-border/70 px-4 py-3">
            <Dialog.Title asChild>
              <div className="min-w-0">
                <Brand restaurant={restaurant} loading={loading} onNavigate={close} />
              </div>
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('nav.closeMenu')}>
                <Icon path={mdiClose} size={22} />
              </IconButton>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.navigation')} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <DrawerLink to={item.to} icon={item.icon} end={item.end} onChoose={close}>
                    {t(item.labelKey)}
                  </DrawerLink>
                </li>
              ))}
              <li>
                <DrawerLink to={CART_NAV.to} icon={CART_NAV.icon} onChoose={close}>
                  <span className="flex items-center justify-between gap-2">
                    <span>{t(CART_NAV.labelKey)}</span>
                    <CountBadge count={count} />
                  </span>
                </DrawerLink>
              </li>
            </ul>
            <p className="mb-2 mt-7 px-4 text-xs font-bold tracking-[0.14em] text-text-muted">{t('nav.myAccount')}</p>
            <ul className="space-y-1">
              {loggedIn ? (
                <>
                  {isStaff ? (
                    <li>
                      <DrawerLink to={STAFF_PATH} icon={mdiClipboardTextClockOutline} onChoose={close}>
                        {t('nav.staff')}
                      </DrawerLink>
                    </li>
                  ) : null}
                  <li>
                    <DrawerLink to="/profile" icon={mdiAccountCircleOutline} onChoose={close}>
                      {t('nav.profile')}
                    </DrawerLink>
                  </li>
                  <li>
                    <DrawerLink to="/orders" icon={mdiHistory} onChoose={close}>
                      {t('nav.orderHistory')}
                    </DrawerLink>
                  </li>
                  <li>
                    <DrawerLink to="/favorites" icon={mdiHeartOutline} onChoose={close}>
                      {t('nav.favorites')}
                    </DrawerLink>
                  </li>
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        void logout();
                      }}
                      className="flex h-12 w-full items-center gap-4 rounded-xl px-4 text-left text-[0.9375rem] font-medium text-text hover:bg-text/5"
                    >
                      <Icon path={mdiLogout} size={22} className="opacity-80" />
                      {t('nav.logout')}
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <DrawerLink to={signInHref('/auth/login', here)} icon={mdiLoginVariant} onChoose={close}>
                      {t('nav.login')}
                    </DrawerLink>
                  </li>
                  <li>
                    <DrawerLink to={signInHref('/auth/register', here)} icon={mdiAccountPlusOutline} onChoose={close}>
                      {t('nav.register')}
                    </DrawerLink>
                  </li>
                </>
              )}
            </ul>
            <DrawerLanguageSwitch />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
