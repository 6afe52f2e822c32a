import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { HeartButton } from '../../ui/heart-button.tsx';
import { useSessionStore } from '../session-store.ts';
import { rememberGuestFavorite, toggleFavorite, useIsFavorite, type FavoriteDish } from './favorite-store.ts';

// Just the heart's two labels: the page's and the snackbars' texts (favorites.json) load with favorite-sync.ts.
registerCatalogues(import.meta.glob('../../i18n/en-GB/heart.json', { eager: true, import: 'default' }));

/**
 * The same as lib/auth-guard.ts `loginPathFor`, which is not imported here: it brings the
 * session client (lib/http.ts) into every public page that shows a heart.
 */
function loginPathHere(): string {
  const { pathname, search } = window.location;
  return `/auth/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * The heart on a dish (menu card, product page, /favorites). A signed-in diner's tap flips it at
 * once and the server follows; a guest's tap goes to the login page and back, where the dish is
 * then saved. Reads the page's address only when tapped, so typing in the menu's search (which
 * changes the address) re-renders no heart.
 */
export function FavoriteToggle({ dish, size, className }: { dish: FavoriteDish; size?: 'sm' | 'lg'; className?: string }) {
  const { t } = useTranslation('heart');
  const pressed = useIsFavorite(dish._id);
  const navigate = useNavigate();
  const onClick = () => {
    if (useSessionStore.getState().isLoggedIn) {
      toggleFavorite(dish);
      return;
    }
    rememberGuestFavorite(dish);
    void navigate(loginPathHere());
  };
  return (
    <HeartButton
      pressed={pressed}
      label={t(pressed ? 'remove' : 'add', { name: dish.name })}
      onClick={onClick}
      size={size}
      className={className}
    />
  );
}
