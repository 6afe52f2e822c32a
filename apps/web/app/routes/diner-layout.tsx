import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Navigate, Outlet, redirect, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { QueryProvider } from '../lib/api/query-client.tsx';
import { loginPathFor, requiresLogin } from '../lib/auth-guard.ts';
import { sessionSettled, useSessionStore } from '../lib/session-store.ts';
import { useSessionView } from '../lib/session-view.ts';
import { lastRestaurant, useRestaurant } from '../lib/restaurant.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { Skeleton, SkeletonText } from '../ui/skeleton.tsx';
import type { Route } from './+types/diner-layout';

registerCatalogues(import.meta.glob('../i18n/en-GB/auth.json', { eager: true, import: 'default' }));

/** Spec 2 (Checkout): a guest sent from checkout to the login page is told why. */
function noteLoginRequired(pathname: string) {
  if (pathname.replace(/\/+$/, '') === '/checkout') {
    showSnackbar({ message: i18n.t('auth:guard.checkoutLogin'), color: 'info' });
  }
}

/**
 * An empty server loader: the frame renders on the server and hydrates without waiting for the
 * browser (the session lives there). Its presence keeps `clientLoader` out of hydration, so the
 * public cart still server-renders; the component guard below covers the first page load.
 */
export function loader() {
  return null;
}

/** The guard for navigations in the browser: a protected page waits for the session, guests go to login. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (!requiresLogin(url.pathname, { guestCheckout: lastRestaurant()?.guestCheckout ?? false, search: url.search })) return null;
  await sessionSettled();
  if (useSessionStore.getState().isLoggedIn) return null;
  noteLoginRequired(url.pathname);
  throw redirect(loginPathFor(url));
}

/** Run the guard on every change of page inside the layout (cart → checkout, too). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * Frame of the per-diner pages (cart, checkout, account, orders): their data loads in the
 * browser through TanStack Query (lib/api/query-client.tsx).
 * Protected pages render a skeleton until the browser knows the session (after a restore
 * through the refresh cookie); a guest, or a diner whose session ends, goes to the login page.
 */
export default function DinerLayout() {
  const location = useLocation();
  const { settled, isLoggedIn, leaving } = useSessionView();
  const restaurant = useRestaurant();
  const guarded = requiresLogin(location.pathname, { guestCheckout: restaurant?.guestCheckout ?? false, search: location.search });
  const sendToLogin = guarded && settled && !isLoggedIn && !leaving;

  useEffect(() => {
    if (sendToLogin) noteLoginRequired(location.pathname);
  }, [sendToLogin, location.pathname]);

  let page = <Outlet />;
  if (guarded && (!settled || (!isLoggedIn && leaving))) page = <GuardSkeleton />;
  else if (sendToLogin) page = <Navigate to={loginPathFor(location)} replace />;
  return <QueryProvider>{page}</QueryProvider>;
}

function GuardSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 sm:size-20" rounded="rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" rounded="rounded-2xl" />
        <div className="space-y-3">
          <Skeleton className="h-28" rounded="rounded-2xl" />
          <SkeletonText lines={3} />
        </div>
      </div>
    </div>
  );
}
