import { Route, Router, Switch } from "wouter";
import { notFoundRoute } from "../content/routes.ts";
import type { SiteContent } from "../content/site-content.ts";
import { PageView } from "../render/PageView.tsx";
import { SiteProvider } from "../render/SiteContext.tsx";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { useSiteContent } from "./content-store.ts";
import { Footer } from "./Footer/Footer.tsx";
import { Header } from "./Header/Header.tsx";
import { useRouteLocation } from "./location.ts";
import { ScrollManager } from "./ScrollManager.tsx";
import { SkipLink } from "./SkipLink.tsx";

/** The site for the given content; `content` defaults to the build's validated content. */
export function App({ content }: { content?: SiteContent }) {
  const live = useSiteContent();
  const { site, pages } = content ?? live;
  const notFound = pages.find((page) => page.route === notFoundRoute);
  return (
    <SiteProvider site={site}>
      <Router hook={useRouteLocation}>
        <GlobalStyles />
        <SkipLink />
        <Header site={site} />
        <main id="main" tabIndex={-1}>
          <Switch>
            {pages
              .filter((page) => page.route !== notFoundRoute)
              .map((page) => (
                <Route key={page.route} path={page.route}>
                  <PageView page={page} />
                </Route>
              ))}
            <Route>{notFound && <PageView page={notFound} />}</Route>
          </Switch>
        </main>
        <Footer site={site} />
        <ScrollManager />
      </Router>
    </SiteProvider>
  );
}
