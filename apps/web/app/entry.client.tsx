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
