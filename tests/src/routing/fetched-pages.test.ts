// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LocaleBundle, PageEntry, RuntimePage } from "../../../src/content/site-content.ts";
import { knownFetchedEntry } from "../../../src/routing/fetched-pages.ts";
import { routeEntry } from "../../../src/routing/locale-loader.ts";
import { loadPage } from "../../../src/routing/page-loader.ts";

const runtimePage = (route: string, title: string) => ({ route, title, description: title, sections: [], icons: {} }) as unknown as RuntimePage;
const home: PageEntry = { route: "/ar", locale: "ar", page: runtimePage("/ar", "الرئيسية") };
const notFound: PageEntry = { route: "/ar/*", locale: "ar", page: runtimePage("/ar/*", "الصفحة غير موجودة") };
/** A language's bundle as a production build ships it: home and not-found inline, every other page fetched by its address. */
const bundle = { site: {}, pages: [home, notFound], fetchesPages: true } as unknown as LocaleBundle;

/** A host holding one page's data file, at the address its route gives. */
function hostWith(files: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => (url in files ? new Response(JSON.stringify(files[url])) : new Response("<!doctype html><p>Not found", { status: 404 })));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe("a page not bundled with the app", () => {
  it("is fetched from the file its route names, once, and its entry takes the facts its data carries", async () => {
    const data = { route: "/ar/news/خبر", locale: "ar", languageRoutes: { en: "/news/story" }, page: runtimePage("/ar/news/خبر", "خبر") };
    const fetch = hostWith({ "./ar/news/خبر/page.json": data });
    // The address bar's spelling (percent-encoded, a closing slash) names the same page.
    const entry = routeEntry(bundle, `/ar/news/${encodeURIComponent("خبر")}/`)!;
    expect(routeEntry(bundle, "/ar/news/خبر")).toBe(entry);
    expect((await loadPage(entry)).title).toBe("خبر");
    expect(entry.languageRoutes).toEqual({ en: "/news/story" });
    expect(knownFetchedEntry("/ar/news/خبر")).toBe(entry);
    await loadPage(entry);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("./ar/news/خبر/page.json");
  });

  it("is the language's not-found page when no file answers, and the bundled pages need no fetch", async () => {
    const fetch = hostWith({});
    expect(await loadPage(routeEntry(bundle, "/ar/no-such-page")!)).toBe(notFound.page);
    expect(routeEntry(bundle, "/ar")).toBe(home);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is not found at once where the bundle holds every page (tests, the dev server)", () => {
    expect(routeEntry({ ...bundle, fetchesPages: false }, "/ar/anything")).toBe(notFound);
  });
});
