// The framework default, kept in app/ so it compiles with the app tsconfig (automatic JSX runtime).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { currentLanguage, DEFAULT_LANGUAGE, setClientLanguage } from "./i18n/index.ts";

// The page's language is the one the server rendered in: its texts (other than en-GB, which is
// bundled) arrive before hydration, so the first render matches the server's (no English flash).
setClientLanguage(document.documentElement.lang);

async function hydrate() {
  if (currentLanguage() !== DEFAULT_LANGUAGE) {
    const { loadPageLanguage } = await import("./i18n/load.ts");
    await loadPageLanguage(currentLanguage());
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();

// The service worker (the installable storefront) registers once the page has loaded, from a
// chunk of its own (lib/service-worker.ts registers on import): none of it is in a page's initial
// JavaScript. React Router imports this module from an inline script, so the load event may
// already have passed.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => import('./lib/service-worker.ts');
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}
