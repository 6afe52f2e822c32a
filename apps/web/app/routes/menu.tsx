import { restaurantNameOf } from '@platter/domain';
import { Suspense, use, useEffect } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { failedMenu, loadMenu, type MenuData } from '../features/menu/api/load-menu.ts';
import { menuJsonLd } from '../features/menu/menu-json-ld.ts';
import { MenuPage } from '../features/menu/menu-page.tsx';
import { MENU_CARD_PHOTO_SIZES } from '../features/menu/product-card.tsx';
import { MenuSkeleton } from '../features/menu/menu-skeleton.tsx';
import { menuView } from '../features/menu/menu-view.ts';
import { dishCount } from '../features/menu/menu-filters.ts';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { rootDataFromMatches, useRestaurant } from '../lib/restaurant.ts';
import { photoPreload } from '../lib/photo-preload.ts';
import { pageMeta, restaurantJsonLd } from '../lib/seo.ts';
import type { Route } from './+types/menu';
import { tenantFailureStatus } from '../lib/load-context.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/menu.json', { eager: true, import: 'default' }));

/** Server-rendered with the whole menu (and, for `?promo=`, the public promotions). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.restaurant) return data({ menu: failedMenu() }, { status: tenantFailureStatus(context.tenantError) });
  const promoId = new URL(request.url).searchParams.get('promo');
  const menu = await loadMenu(apiClient(context.api), { promoId });
  // A menu without its dishes should not be cached or indexed as the menu.
  return data({ menu }, { status: menu.products.ok ? 200 : 503 });
}

/** Set once a menu has been on screen in this tab. */
let menuShown = false;

/**
 * In the browser: the first visit shows the menu's skeleton at once and fills in when the data
 * arrives; later visits (Back from a dish) wait for the data, so the scroll position is restored
 * onto the full list.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const pending: Promise<MenuData> = serverLoader()
    .then((answer) => answer.menu)
    .catch(() => failedMenu());
  return { menu: menuShown ? await pending : pending };
}

/** Search and filters live in the URL but need no new data; only a different offer does. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const promo = nextUrl.searchParams.get('promo');
  return promo !== null && promo !== currentUrl.searchParams.get('promo');
}

function isPending(menu: MenuData | Promise<MenuData>): menu is Promise<MenuData> {
  return typeof (menu as Promise<MenuData>).then === 'function';
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const restaurant = root?.restaurant;
  const origin = root?.origin ?? '';
  const menu = loaderData?.menu;
  const sections = menu && !isPending(menu) ? menuView(menu, i18n.t('menu:allDishes')).sections : [];
  const jsonLd = restaurant ? [restaurantJsonLd(restaurant, origin)] : [];
  const firstPhoto = sections[0]?.products[0]?.photo;
  if (restaurant && sections.length > 0) {
    jsonLd.push(
      menuJsonLd({ name: i18n.t('menu:jsonLdName', { name: restaurantNameOf(restaurant) }), language: i18n.language, currency: restaurant.currency, origin, sections }),
    );
  }
  return [
    ...pageMeta({
      restaurant,
      origin,
      title: i18n.t('menu:title'),
      description:
        restaurant && sections.length > 0
          ? i18n.t('menu:metaDescription', { name: restaurantNameOf(restaurant), count: dishCount(sections) })
          : undefined,
      jsonLd,
    }),
    { tagName: 'link', rel: 'canonical', href: `${origin}/menu` },
    // The first card's photo, when it has one, is above the fold on every screen (menu-page.tsx: `priority`).
    ...(firstPhoto ? [photoPreload(firstPhoto, MENU_CARD_PHOTO_SIZES)] : []),
  ];
}

function ShownMenu({ menu }: { menu: MenuData }) {
  const restaurant = useRestaurant();
  useEffect(() => {
    menuShown = true;
  }, []);
  return restaurant ? <MenuPage data={menu} restaurant={restaurant} /> : null;
}

function ArrivingMenu({ menu }: { menu: Promise<MenuData> }) {
  return <ShownMenu menu={use(menu)} />;
}

export default function MenuRoute({ loaderData }: Route.ComponentProps) {
  const { menu } = loaderData;
  if (isPending(menu)) {
    return (
      <Suspense fallback={<MenuSkeleton />}>
        <ArrivingMenu menu={menu} />
      </Suspense>
    );
  }
  return <ShownMenu menu={menu} />;
}
