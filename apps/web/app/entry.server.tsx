// The framework default, kept in app/ so it compiles with the app tsconfig (automatic JSX runtime).
import { PassThrough, pipeline } from "node:stream";

import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext } from "./lib/csp-nonce.ts";
import { deferModulePreloadsStream } from "./lib/deferred-module-preloads.ts";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Language } from "@platter/domain";
import { registerCatalogues, setServerLanguage } from "./i18n/index.ts";

// The server renders any language: every catalogue, and the language of the request being
// rendered (from the load context: platform/web.ts negotiated it) kept per request.
registerCatalogues(import.meta.glob<Record<string, unknown>>("./i18n/*/*.json", { eager: true, import: "default" }));
const renderLanguage = new AsyncLocalStorage<Language>();
setServerLanguage(() => renderLanguage.getStore());

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  const nonce = loadContext.cspNonce;

  return renderLanguage.run(loadContext.language, () => new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary whose content is ready is written in place, however large: React
        // otherwise outlines one over ~12 KB (the menu's sections, boundaries only so that they
        // hydrate one by one) as a fallback plus a script that swaps the content in later, which
        // moves the page's paint and layout after that script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The route's scripts start downloading once the stylesheets are in (lib/deferred-module-preloads.ts).
          const page = deferModulePreloadsStream(nonce);
          // An error on the way ends the answer (the transform is destroyed with it).
          pipeline(body, page, () => undefined);
          const stream = createReadableStreamFromReadable(page);

          responseHeaders.set("Content-Type", "text/html");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  }));
}
