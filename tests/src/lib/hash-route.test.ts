import { describe, expect, it } from "vitest";
import { hasAddress } from "../../../src/content/route-roles.ts";
import { localizedRoute, localizedTarget, opensInNewTab, resolveInternalHref, routeOf, pathDocumentHash, pathTarget, routeForms, sameTarget, splitLocation, unlocalizedRoute } from "../../../src/lib/hash-route.ts";
import { initialsOf } from "../../../src/lib/initials.ts";

describe("hash routes", () => {
  it("splits a location into route and anchor", () => {
    expect(splitLocation("/partnerships#airlines")).toEqual({ route: "/partnerships", anchor: "airlines" });
    expect(splitLocation("/about")).toEqual({ route: "/about" });
    expect(splitLocation("/")).toEqual({ route: "/" });
    expect(splitLocation("/contact?ref=x")).toEqual({ route: "/contact" });
  });

  it("reads the route alone as splitLocation does, in every form of address", () => {
    const locations = ["", "/", "/#impact", "/?section=impact", "/about", "/about?section=team", "/about#team", "/about?x=1#team", "/about#a?b", "constructor"];
    for (const location of locations) expect(routeOf(location), location).toBe(splitLocation(location).route);
    expect(routeOf("")).toBe("/");
    expect(routeOf("/partnerships?section=airlines")).toBe("/partnerships");
  });

  it("writes a section as a query in the hash, so the address is a valid URL", () => {
    const hash = (target: string) => routeForms(target).hash;
    expect(hash("/partnerships#airlines")).toBe("#/partnerships?section=airlines");
    expect(hash("/about")).toBe("#/about");
    expect(hash("/")).toBe("#/");
    expect(hash("/about#our team")).toBe("#/about?section=our%20team");
    // The WHATWG URL parser keeps a fragment as written; a valid one has no second "#".
    expect(new URL(`https://example.com/${hash("/about#team")}`).hash).toBe("#/about?section=team");
  });

  it("maps a target to its hash address, its document's path and its absolute address, from any form", () => {
    expect(routeForms("/about")).toEqual({ hash: "#/about", path: "about/" });
    expect(routeForms("/", "https://www.example.com")).toEqual({ hash: "#/", path: "./", url: "https://www.example.com/" });
    expect(routeForms("/about", "https://www.example.com")).toEqual({ hash: "#/about", path: "about/", url: "https://www.example.com/about/" });
    expect(routeForms("/partnerships?section=airlines", "https://user.github.io/repo")).toEqual({
      hash: "#/partnerships?section=airlines",
      path: "partnerships/#airlines",
      url: "https://user.github.io/repo/partnerships/#airlines",
    });
    expect(routeForms("/about#our team").path).toBe("about/#our%20team");
  });

  it("reads a path URL's fragment as the section to land on", () => {
    expect(pathTarget("/about", "")).toBe("/about");
    expect(pathTarget("/about", "#leadership")).toBe("/about#leadership");
    expect(pathTarget("/about", "#our%20team")).toBe("/about#our team");
    expect(pathTarget("/about", "#%E0%A4%A")).toBe("/about#%E0%A4%A");
  });

  it("reads the new section form and the older #/route#anchor form alike", () => {
    expect(splitLocation("/partnerships?section=airlines")).toEqual({ route: "/partnerships", anchor: "airlines" });
    expect(splitLocation("/partnerships?utm_source=x&section=airlines")).toEqual({ route: "/partnerships", anchor: "airlines" });
    expect(splitLocation("/about?section=our%20team")).toEqual({ route: "/about", anchor: "our team" });
    expect(splitLocation("/about#%E0%A4%A")).toEqual({ route: "/about", anchor: "%E0%A4%A" });
    expect(sameTarget("/partnerships#airlines", "/partnerships?section=airlines")).toBe(true);
    expect(sameTarget("/partnerships#airlines", "/partnerships")).toBe(false);
    expect(sameTarget("/partnerships#airlines", "/partnerships?section=technology")).toBe(false);
  });

  it("resolves bare anchors against the current route", () => {
    expect(resolveInternalHref("#faq", "/contact")).toBe("/contact#faq");
    expect(resolveInternalHref("/about", "/contact")).toBe("/about");
  });

  it("opens only web addresses in a new tab", () => {
    expect(opensInNewTab("https://x.com/a")).toBe(true);
    expect(opensInNewTab("mailto:a@b.co")).toBe(false);
    expect(opensInNewTab("tel:+441234")).toBe(false);
  });
});

describe("routes in each language", () => {
  const site = "https://www.example.com";
  const english = { code: "en", prefix: "" };
  const arabic = { code: "ar", prefix: "/ar" };
  // Each content target in each language: its route there, and each form of its address.
  const table = [
    { target: "/", locale: english, route: "/", localized: "/", hash: "#/", path: "./" },
    { target: "/", locale: arabic, route: "/", localized: "/ar", hash: "#/ar", path: "ar/" },
    { target: "/about", locale: english, route: "/about", localized: "/about", hash: "#/about", path: "about/" },
    { target: "/about", locale: arabic, route: "/about", localized: "/ar/about", hash: "#/ar/about", path: "ar/about/" },
    { target: "/partnerships#airlines", locale: english, route: "/partnerships", localized: "/partnerships#airlines", hash: "#/partnerships?section=airlines", path: "partnerships/#airlines" },
    { target: "/partnerships#airlines", locale: arabic, route: "/partnerships", localized: "/ar/partnerships#airlines", hash: "#/ar/partnerships?section=airlines", path: "ar/partnerships/#airlines" },
  ];

  for (const row of table) {
    it(`gives ${row.target} in ${row.locale.code} as ${row.localized}: ${row.hash}, ${row.path}`, () => {
      const { route: localizedRouteOnly } = splitLocation(row.localized);
      expect(localizedRoute(row.route, row.locale.prefix)).toBe(localizedRouteOnly);
      expect(unlocalizedRoute(localizedRouteOnly, row.locale.prefix)).toBe(row.route);
      expect(localizedTarget(row.target, row.locale.prefix)).toBe(row.localized);
      const forms = { hash: row.hash, path: row.path, url: `${site}/${row.path.replace(/^\.\//, "")}` };
      // From the content form with the language's prefix, or from the target already in its language.
      expect(routeForms(row.target, site, row.locale.prefix)).toEqual(forms);
      expect(routeForms(row.localized, site)).toEqual(forms);
      expect(routeForms(row.target, undefined, row.locale.prefix)).toEqual({ hash: row.hash, path: row.path });
    });
  }

  it("keeps the not-found page's role in each language, with no address of its own", () => {
    expect(localizedRoute("*", english.prefix)).toBe("*");
    expect(localizedRoute("*", arabic.prefix)).toBe("/ar/*");
    expect(unlocalizedRoute("/ar/*", arabic.prefix)).toBe("*");
    expect(hasAddress("*")).toBe(false);
    expect(hasAddress("/ar/*")).toBe(false);
  });

  it("leaves a route of another language, and a route that only starts with the same letters, as they are", () => {
    expect(unlocalizedRoute("/about", arabic.prefix)).toBe("/about");
    expect(unlocalizedRoute("/area", arabic.prefix)).toBe("/area");
    expect(unlocalizedRoute("/ar", arabic.prefix)).toBe("/");
    expect(localizedRoute("/area", english.prefix)).toBe("/area");
  });

  it("leaves in-page anchors and outside addresses as they are in every language", () => {
    for (const target of ["#faq", "https://www.example.com/about", "mailto:info@example.com", "tel:+442079460000"]) {
      expect(localizedTarget(target, arabic.prefix)).toBe(target);
    }
  });
});

describe("initials", () => {
  it("takes the first and last name's initials", () => {
    expect(initialsOf("Amira Haddad")).toBe("AH");
    expect(initialsOf("Dr. James O'Neill")).toBe("DO");
    // Arabic letters would join into a word ("سم"): a zero-width non-joiner keeps them apart.
    expect(initialsOf("سارة ميتشل")).toBe("س\u200Cم");
    expect(initialsOf("Sustainability")).toBe("S");
  });
});

describe("pathDocumentHash", () => {
  it("gives the hash form routeForms gives a page's document and its fragment", () => {
    const routes = ["/", "/about", "/ar", "/ar/about", "/news/dubai-airshow-2025", "/ar/news/معرض-دبي"];
    const fragments = ["", "#", "#leadership", "#our%20team", "#%D9%81%D8%B1%D9%8A%D9%82", "#a#b", "#%2541", "#%E0%A4%A", "#x?y=1&z"];
    for (const route of routes) {
      for (const fragment of fragments) expect(pathDocumentHash(route, fragment), `${route} ${fragment}`).toBe(routeForms(pathTarget(route, fragment)).hash);
    }
  });
});
