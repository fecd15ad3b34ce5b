// @vitest-environment happy-dom
import { Suspense, startTransition, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { LocaleBundle, PageEntry, SiteBundle } from "../../../src/content/site-content.ts";
import { routeEntry, useLocaleBundle } from "../../../src/routing/locale-loader.ts";

const pages: PageEntry[] = [];
/** Only what the hooks read; the rest of a language's bundle plays no part here. */
const englishBundle = (): LocaleBundle => ({ site: { brand: "Verdavia" } as unknown as LocaleBundle["site"], pages });

/** Builds the site bundle as a production build has it: the language's module not loaded yet, and its load answering within a microtask. */
function siteLoadingEnglish(language: LocaleBundle): SiteBundle {
  return { locales: [], sites: { en: { load: () => Promise.resolve(language) } } } as unknown as SiteBundle;
}

/** As LocalizedSite: the language's bundle, the route's entry, then a hook of its own (useDocumentLanguage's effect). */
function Probe({ bundle, route }: { bundle: SiteBundle; route: string }) {
  const language = useLocaleBundle(bundle, "en");
  const entry = routeEntry(language, route);
  useEffect(() => undefined, [language]);
  return <p>{`${(language.site as unknown as { brand: string }).brand} ${entry ? 1 : 0}`}</p>;
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

/** Hydrates server HTML with the probe as main.tsx does (a transition), and returns the errors React recovered from. */
async function hydrate(bundle: SiteBundle, route: string): Promise<{ errors: unknown[]; paragraph: Element; container: HTMLElement }> {
  const container = document.createElement("div");
  container.innerHTML = "<!--$--><p>Verdavia 0</p><!--/$-->";
  document.body.append(container);
  const paragraph = container.querySelector("p")!;
  const errors: unknown[] = [];
  startTransition(() => {
    root = hydrateRoot(
      container,
      <Suspense fallback={null}>
        <Probe bundle={bundle} route={route} />
      </Suspense>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  return { errors, paragraph, container };
}

describe("a language's bundle loading while React adopts the prerendered page", () => {
  it("adopts the server's HTML without an error when the language's module arrives during hydration", async () => {
    const { errors, paragraph, container } = await hydrate(siteLoadingEnglish(englishBundle()), "/");
    expect(errors.map((error) => `${String(error)} ${String((error as Error).cause)}`)).toEqual([]);
    // Adopted, not thrown away and drawn again.
    expect(container.querySelector("p")).toBe(paragraph);
  });
});
