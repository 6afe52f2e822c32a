// The framework default, kept in app/ so it compiles with the app tsconfig (automatic JSX runtime).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// The service worker (the installable storefront) registers once the page has loaded, from a
// chunk of its own (lib/service-worker.ts registers on import): none of it is in a page's initial
// JavaScript. React Router imports this module from an inline script, so the load event may
// already have passed.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => import('./lib/service-worker.ts');
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}
