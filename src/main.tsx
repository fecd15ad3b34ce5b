import { startTransition, StrictMode, type ReactNode } from "react";
import { CacheProvider } from "@emotion/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { takeAuthCallbackFromAddress } from "./auth/pending-callback.ts";
import { appAttribute, appStarting, prerenderedRouteAttribute, rootElementId, routePendingClass } from "./boot/contract.ts";
import { homeRoute } from "./content/route-roles.ts";
import { routeOf } from "./lib/hash-route.ts";
import { adoptPathInDevelopment } from "./dev/path-address.ts";
import { prerenderStaleEvent } from "./dev/prerender-stale.ts";
import { reactErrorCallbacks } from "./render/react-errors.ts";
import { armIslands } from "./islands/island-gates.ts";
import { islandRenderer } from "./islands/island-renderer.tsx";
import { SectionRendererContext } from "./render/sections/renderer.ts";
import { adoptStaticSections } from "./islands/static-sections.ts";
import { enhancePrerenderedPage } from "./islands/enhance-page.ts";
import { adoptPrerenderedStyles, styleCache } from "./render/style-cache.ts";

/** The prerendered CSS is in the document, taken as in place by the published site's emotion cache. */
function withPrerenderedStyles(app: ReactNode): ReactNode {
  adoptPrerenderedStyles();
  return <CacheProvider value={styleCache}>{app}</CacheProvider>;
}

function start(): void {
  const container = document.getElementById(rootElementId)!;
  const route = routeOf(window.location.hash.slice(1));
  // dist/index.html carries home prerendered; for other routes the route shell (src/boot/)
  // swaps in that route's prerendered file when it arrives in time, and marks which route it is.
  // Adopt the HTML only when it is the current route's (the visitor may have gone home since).
  const prerenderedRoute = container.getAttribute(prerenderedRouteAttribute) ?? homeRoute;
  const site = (
    <StrictMode>
      {withPrerenderedStyles(
        <SectionRendererContext value={islandRenderer}>
          <App {...(container.hasChildNodes() && prerenderedRoute === route ? { ssrPath: route } : {})} />
        </SectionRendererContext>,
      )}
    </StrictMode>
  );

  if (container.hasChildNodes() && prerenderedRoute === route) {
    // Before React looks at it: the page is alive without React (the page script did this in a
    // build; the dev server has none), the static sections and the islands kept in place stay
    // the HTML they are, and each other island waits until it is wanted.
    enhancePrerenderedPage(container);
    adoptStaticSections(route, container);
    armIslands(route, container);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: taps and scrolls stay responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, site, reactErrorCallbacks);
    });
  } else {
    container.replaceChildren();
    createRoot(container, reactErrorCallbacks).render(site);
  }
  document.documentElement.classList.remove(routePendingClass);
  // Keeps a route file that arrives late from replacing what React is taking over; PageView
  // says when the page has become interactive (contract.ts).
  document.documentElement.setAttribute(appAttribute, appStarting);
}

// Development only (a build drops it): a page's path becomes its hash address, as its built document does.
if (import.meta.env.DEV) adoptPathInDevelopment();
// Before the router reads the address: an auth redirect's tokens leave the URL here.
takeAuthCallbackFromAddress();

// The dev server draws the page as the build does (scripts/prerender/dev-documents.ts); when code
// that drawing ran changes, the page is drawn again, by the new code.
if (import.meta.hot) import.meta.hot.on(prerenderStaleEvent, () => window.location.reload());
// After a yield: the bundle's evaluation and the adoption of the page are two tasks, not one long one.
setTimeout(start);
