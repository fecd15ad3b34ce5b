// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { Header } from "../../../src/app/Header/Header.tsx";
import { siteLocales } from "../../../src/content/site-locales.ts";
import { SiteProvider } from "../../../src/hooks/SiteContext.tsx";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { goTo, render, type Rendered } from "../../fixtures/render.tsx";
import { bilingualSources } from "../../fixtures/translations.ts";

const content = validateSources(bilingualSources()).content!;
const [english, arabic] = siteLocales(content.site);

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

/** The header as the app shows it at `hash`, in the language given; its language switch links, as [name, href, hreflang, lang]. */
async function switchLinks(hash: string, language: "en" | "ar"): Promise<string[][]> {
  await goTo(hash);
  const site = language === "ar" ? content.sites!.ar! : content.site;
  view = render(
    <SiteProvider site={site} locale={language === "ar" ? arabic : english} locales={[english!, arabic!]}>
      <Router hook={useRouteLocation}>
        <Header site={site} />
      </Router>
    </SiteProvider>,
  );
  // The desktop navigation's; the phone menu repeats it.
  const nav = view.container.querySelector('[data-header-part="nav"]')!;
  return [...nav.querySelectorAll("a[hreflang]")].map((link) => [link.textContent!, link.getAttribute("href")!, link.getAttribute("hreflang")!, link.getAttribute("lang")!]);
}

describe("the header's language switch", () => {
  it("links an English page to its Arabic page, named in Arabic", async () => {
    expect(await switchLinks("#/about", "en")).toEqual([["العربية", "ar/about/", "ar", "ar"]]);
  });

  it("keeps the section the visitor is at", async () => {
    expect(await switchLinks("#/about?section=mission", "en")).toEqual([["العربية", "ar/about/#mission", "ar", "ar"]]);
  });

  it("links an Arabic page back to its English page, named in English", async () => {
    expect(await switchLinks("#/ar/about", "ar")).toEqual([["English", "about/", "en", "en"]]);
    expect(await switchLinks("#/ar", "ar")).toEqual([["English", "./", "en", "en"]]);
  });

  it("is in the phone menu too, and shows nothing on a site with one language", async () => {
    await switchLinks("#/about", "en");
    expect(view!.container.querySelector('#mobile-menu a[hreflang="ar"]')!.getAttribute("href")).toBe("ar/about/");
    view!.unmount();
    view = render(
      <SiteProvider site={content.site}>
        <Router hook={useRouteLocation}>
          <Header site={content.site} />
        </Router>
      </SiteProvider>,
    );
    expect(view.container.querySelector("a[hreflang]")).toBeNull();
  });
});
