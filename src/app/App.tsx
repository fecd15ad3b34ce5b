import { lazy, Suspense, use } from "react";
import { Router, useRouter } from "wouter";
import type { SiteBundle } from "../content/site-content.ts";
import { localeOfRoute } from "../content/site-locales.ts";
import { SiteProvider } from "../hooks/SiteContext.tsx";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { useSiteBundle } from "./content-store.ts";
import { ChromeIsland } from "../islands/ChromeIsland.tsx";
import { Footer } from "./Footer/Footer.tsx";
import { Header } from "./Header/Header.tsx";
import { RoutePage } from "./RoutePage.tsx";
import { useRouteLocation } from "../routing/location.ts";
import { PagesProvider } from "../routing/PagesProvider.tsx";
import { ScrollManager } from "./ScrollManager.tsx";
import { useDocumentLanguage } from "./useDocumentLanguage.ts";
import { routeEntry, useLocaleBundle } from "../routing/locale-loader.ts";
import { factsLoaded, useFetchedPages } from "../routing/fetched-pages.ts";
import { loadPage } from "../routing/page-loader.ts";
import { routeKey } from "../routing/route-key.ts";

/** Shown only over a page not yet translated: its code loads with such a page alone. */
const UntranslatedNotice = lazy(() => import("./UntranslatedNotice/UntranslatedNotice.tsx"));

/** Development only: a production build drops this branch and the gallery's code with it. */
const BlockGallery = import.meta.env.DEV ? lazy(() => import("../dev/BlockGallery.tsx")) : undefined;

/** The header, page and footer in the language of the current route. */
function LocalizedSite({ bundle }: { bundle: SiteBundle }) {
  const [route] = useRouteLocation();
  const locale = localeOfRoute(route, bundle.locales);
  // The language's own pages only: an address under /ar that no Arabic page has is the Arabic not-found page.
  const localeBundle = useLocaleBundle(bundle, locale.code);
  const site = localeBundle.site;
  useDocumentLanguage(locale);
  // Routes are fixed addresses: the page is looked up, or its data fetched from an address its route gives.
  const wanted = routeKey(route);
  const shown = routeEntry(localeBundle, route);
  // A fetched page's facts (the language of its words) arrive with its data: redrawn then.
  useFetchedPages();
  // Adopting a prerendered page, its <main> is drawn with its facts, as the build drew it.
  const { ssrPath } = useRouter();
  if (shown?.load && ssrPath !== undefined && routeKey(ssrPath) === wanted) use(factsLoaded(shown, loadPage));
  // A page not yet translated shows its English words inside this language's header and footer.
  const contentLocale = shown?.contentLocale && bundle.locales.find((candidate) => candidate.code === shown.contentLocale);
  return (
    <SiteProvider site={site} locale={locale} locales={bundle.locales}>
      <ChromeIsland name="header">
        <Header site={site} />
      </ChromeIsland>
      <main id="main" tabIndex={-1} {...(contentLocale ? { lang: contentLocale.code, dir: contentLocale.dir } : {})}>
        {contentLocale && (
          <Suspense fallback={null}>
            <UntranslatedNotice />
          </Suspense>
        )}
        {BlockGallery && wanted === "/__blocks" ? (
          <Suspense fallback={null}>
            <BlockGallery />
          </Suspense>
        ) : shown ? (
          <RoutePage key={shown.route} entry={shown} />
        ) : null}
      </main>
      <ChromeIsland name="footer">
        <Footer site={site} builtYear={bundle.builtYear} />
      </ChromeIsland>
      {/* After <main>, inside the language's boundary: its effect runs once the page is in the DOM. */}
      <ScrollManager />
    </SiteProvider>
  );
}

/**
 * The site for the given content; `content` defaults to the build's validated content.
 * `ssrPath`: the route being prerendered, or the prerendered route being adopted.
 */
export function App({ content, ssrPath }: { content?: SiteBundle; ssrPath?: string }) {
  const live = useSiteBundle();
  const bundle = content ?? live;
  return (
    <PagesProvider bundle={bundle}>
      <Router hook={useRouteLocation} {...(ssrPath ? { ssrPath } : {})}>
        <GlobalStyles />
        {/* Another language's header and footer load with its first page; adopting its prerendered HTML waits for them. */}
        <Suspense fallback={null}>
          <LocalizedSite bundle={bundle} />
        </Suspense>
      </Router>
    </PagesProvider>
  );
}
