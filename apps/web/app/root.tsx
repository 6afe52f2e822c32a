import { useTranslation } from './i18n/react.tsx';
import {
  Links,
  data,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { useCspNonce } from './lib/csp-nonce.ts';
import { pageMeta } from './lib/seo.ts';
import { useRootData, type RootData } from './lib/restaurant.ts';
import { THEME_BOOT_SCRIPT, themeFromCookieHeader } from './lib/theme.ts';
import { AppShell } from './shell/app-shell.tsx';
import { PageOrProductLoading } from './features/product/page-or-product-loading.tsx';
import { restaurantNowAt } from './lib/restaurant-now.ts';
import { BootSkeleton, ConfigError } from './shell/boot-states.tsx';
import { PageError } from './shell/page-error.tsx';
import { PersistedState } from './shell/persisted-state.tsx';
import { HydratedProvider } from './lib/hydrated.ts';
import { tenantFailureStatus } from './lib/load-context.ts';
import { DEFAULT_LANGUAGE } from './i18n/index.ts';
import { LanguageAlternates } from './shell/language-alternates.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  const { restaurant } = context;
  const root: RootData = {
    // Every page carries this for hydration: /about's long story is read by its own loader
    // (from the context), so it is not sent with each page.
    restaurant: restaurant && { ...restaurant, aboutContent: { ...restaurant.aboutContent, fullPage: null } },
    tenantError: context.tenantError,
    origin: new URL(request.url).origin,
    themeCookie: themeFromCookieHeader(request.headers.get('cookie')),
    language: context.language,
    year: new Date().getFullYear(),
    // The open/closed status and today's weekday the page is rendered with (recomputed every minute after hydration).
    restaurantNow: restaurant ? restaurantNowAt(restaurant, context.now) : null,
  };
  // The page still renders (with the configuration error), under the tenant lookup's status.
  const error = context.tenantError;
  if (error) return data(root, { status: tenantFailureStatus(error) });
  return root;
}

/** The tenant does not change while a page is open: skip the root on navigations, keep explicit revalidation (Retry). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ restaurant: loaderData?.restaurant, origin: loaderData?.origin ?? '' });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const restaurant = root?.restaurant ?? null;
  const themeCookie = root?.themeCookie ?? null;
  const nonce = useCspNonce();
  const icon = restaurant?.themeSettings.faviconUrl || restaurant?.logoUrl || null;
  const language = root?.language ?? DEFAULT_LANGUAGE;
  return (
    <html lang={language} data-theme={themeCookie ?? undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* No stored choice on the server: pick the theme before first paint. */}
        {themeCookie ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />}
        {restaurant ? (
          <>
            {/* Light: the restaurant's colour, as the manifest's theme_color (the installed app's title bar); dark: the dark surface. */}
            <meta name="theme-color" media="(prefers-color-scheme: light)" content={restaurant.theme.light.primary} />
            <meta name="theme-color" media="(prefers-color-scheme: dark)" content={restaurant.theme.dark.surface} />
          </>
        ) : null}
        <Meta />
        <Links />
        <LanguageAlternates origin={root?.origin ?? ''} offered={restaurant?.languages.offered ?? []} />
        {restaurant ? (
          <link rel="stylesheet" href={`/api/v1/restaurants/public/${encodeURIComponent(restaurant.slug)}/styles.css`} />
        ) : null}
        {/* Without an icon, an empty one stops the browser asking for /favicon.ico. */}
        <link rel="icon" href={icon ?? 'data:,'} />
        {/* The installable storefront (modules/installable): per Host, like every page, and in the
            page's language: with credentials, so the diner's choice (a cookie) reaches it too. */}
        <link rel="manifest" href="/manifest.webmanifest" crossOrigin="use-credentials" />
        <link rel="apple-touch-icon" href="/app-icons/-/apple-touch-180.png" />
      </head>
      <body>
        <HydratedProvider>{children}</HydratedProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { restaurant, tenantError, themeCookie } = loaderData;
  return (
    <>
      <PersistedState cookieTheme={themeCookie} />
      <AppShell>
        {tenantError ? (
          <ConfigError error={tenantError} />
        ) : restaurant ? (
          <PageOrProductLoading>
            <Outlet />
          </PageOrProductLoading>
        ) : (
          <BootSkeleton />
        )}
      </AppShell>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const { t } = useTranslation('common');
  let body: React.ReactNode;
  if (root?.tenantError) {
    body = <ConfigError error={root.tenantError} />;
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    body = <PageError title={t('error.notFoundTitle')} message={t('error.generic')} />;
  } else {
    const details = import.meta.env.DEV && error instanceof Error ? error.stack ?? error.message : undefined;
    body = <PageError title={t('error.title')} message={t('error.generic')} details={details} />;
  }
  return (
    <>
      <PersistedState cookieTheme={root?.themeCookie ?? null} />
      <AppShell>{body}</AppShell>
    </>
  );
}
