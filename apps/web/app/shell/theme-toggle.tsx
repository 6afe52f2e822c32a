import { mdiMoonWaningCrescent, mdiWhiteBalanceSunny } from '@mdi/js';
import { useTranslation } from '../i18n/react.tsx';
import { useHydrated } from '../lib/hydrated.ts';
import { useRootData } from '../lib/restaurant.ts';
import { useThemeStore } from '../lib/theme.ts';
import { IconButton } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/** Sun in dark mode, moon in light mode; the icons follow <html data-theme> through CSS, so no flash. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const storeTheme = useThemeStore((state) => state.theme);
  const toggle = useThemeStore((state) => state.toggle);
  const cookieTheme = useRootData()?.themeCookie ?? null;
  const theme = hydrated ? storeTheme : (cookieTheme ?? 'light');
  return (
    <IconButton
      label={theme === 'dark' ? t('header.switchToLight') : t('header.switchToDark')}
      onClick={toggle}
      className={className}
    >
      <Icon path={mdiWhiteBalanceSunny} size={22} className="hidden dark:block" />
      <Icon path={mdiMoonWaningCrescent} size={22} className="dark:hidden" />
    </IconButton>
  );
}
