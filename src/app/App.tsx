import { lazy, Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { notFoundRoute } from "../content/route-roles.ts";
import type { SiteBundle } from "../content/site-content.ts";
import { SiteProvider } from "../hooks/SiteContext.tsx";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { useSiteBundle } from "./content-store.ts";
import { Footer } from "./Footer/Footer.tsx";
import { Header } from "./Header/Header.tsx";
import { RoutePage } from "./RoutePage.tsx";
import { useRouteLocation } from "../routing/location.ts";
import { PagesProvider } from "../routing/PagesProvider.tsx";
import { ScrollManager } from "./ScrollManager.tsx";

/** Development only: a production build drops this branch and the gallery's code with it. */
const BlockGallery = import.meta.env.DEV ? lazy(() => import("../dev/BlockGallery.tsx")) : undefined;

/**
 * The site for the given content; `content` defaults to the build's validated content.
 * `ssrPath`: the route being prerendered, or the prerendered route being adopted.
 */
export function App({ content, ssrPath }: { content?: SiteBundle; ssrPath?: string }) {
  const live = useSiteBundle();
  const { site, pages, builtYear } = content ?? live;
  const notFound = pages.find((page) => page.route === notFoundRoute);
  return (
    <SiteProvider site={site}>
      <PagesProvider pages={pages}>
        <Router hook={useRouteLocation} {...(ssrPath ? { ssrPath } : {})}>
          <GlobalStyles />
          <Header site={site} />
          <main id="main" tabIndex={-1}>
            <Switch>
              {pages
                .filter((page) => page.route !== notFoundRoute)
                .map((page) => (
                  <Route key={page.route} path={page.route}>
                    <RoutePage entry={page} />
                  </Route>
                ))}
              {BlockGallery && (
                <Route path="/__blocks">
                  <Suspense fallback={null}>
                    <BlockGallery />
                  </Suspense>
                </Route>
              )}
              <Route>{notFound && <RoutePage entry={notFound} />}</Route>
            </Switch>
          </main>
          <Footer site={site} builtYear={builtYear} />
          <ScrollManager />
        </Router>
      </PagesProvider>
    </SiteProvider>
  );
}
