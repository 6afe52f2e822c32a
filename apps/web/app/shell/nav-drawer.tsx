import { mdiMenu } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';
import { IconButton } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

const loadSheet = () => import('./nav-drawer-sheet.tsx');
const NavDrawerSheet = lazy(loadSheet);

/**
 * Mobile navigation: the hamburger opens a sheet sliding in from the left, which closes after
 * any choice. The sheet's code loads on first touch of the button (desktop never needs it).
 */
export function NavDrawer({ restaurant, loading }: { restaurant: PublicRestaurant | null; loading: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);

  // Also close when the page changes by other means (back button).
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  return (
    <>
      <IconButton
        ref={trigger}
        label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 md:hidden"
        onPointerEnter={() => void loadSheet()}
        onTouchStart={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon path={mdiMenu} size={26} />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <NavDrawerSheet restaurant={restaurant} loading={loading} open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
