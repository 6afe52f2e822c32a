import { mdiSwapHorizontal } from '@mdi/js';
import { useState } from 'react';
import { registerCatalogues } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useStaffRestaurants } from '../lib/api/get-staff-restaurants.ts';
import { openStaffRestaurant } from '../lib/api/open-staff-restaurant.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { Icon } from '../ui/icon.tsx';

registerCatalogues(import.meta.glob('../i18n/en-GB/staffSwitch.json', { eager: true, import: 'default' }));

/**
 * The restaurant switcher (issue 41), shown only to a member of more than one restaurant (an Owner
 * of an organisation with several). Each restaurant's staff area is on its own address, where this
 * one's session is not: choosing one asks for a single-use switch link and opens it, signed in there.
 */
export function RestaurantSwitcher({ currentId }: { currentId: string | undefined }) {
  const { t } = useTranslation('staffSwitch');
  const { data: restaurants } = useStaffRestaurants();
  const [opening, setOpening] = useState<string | null>(null);
  if (!currentId || !restaurants || restaurants.length < 2 || !restaurants.some((r) => r.id === currentId)) return null;

  async function open(id: string) {
    const target = restaurants?.find((r) => r.id === id);
    if (!target || id === currentId) return;
    setOpening(target.name);
    try {
      window.location.assign(await openStaffRestaurant(id));
    } catch (err) {
      setOpening(null);
      showSnackbar({ message: err instanceof Error && err.message ? err.message : t('openFailed'), color: 'error' });
    }
  }

  return (
    <label className="relative inline-flex h-11 shrink-0 items-center gap-1 rounded-full px-2 text-text-muted ring-1 ring-inset ring-border hover:text-text" title={t('switchTo')}>
      <Icon path={mdiSwapHorizontal} size={20} />
      <span className="sr-only">{t('switchTo')}</span>
      <select
        value={currentId}
        disabled={opening !== null}
        onChange={(event) => void open(event.target.value)}
        className="max-w-36 cursor-pointer appearance-none truncate bg-transparent pr-1 text-base font-semibold text-text focus:outline-none"
        data-testid="restaurant-switcher"
      >
        {restaurants.map((restaurant) => (
          <option key={restaurant.id} value={restaurant.id}>
            {restaurant.name}
          </option>
        ))}
      </select>
      {opening ? (
        <span role="status" className="sr-only">
          {t('opening', { name: opening })}
        </span>
      ) : null}
    </label>
  );
}
