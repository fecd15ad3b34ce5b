import { describe, expect, it } from "vitest";
import { opensInNewTab, resolveInternalHref, routeOf, pathTarget, routeForms, sameTarget, splitLocation } from "../../../src/lib/hash-route.ts";
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

describe("initials", () => {
  it("takes the first and last name's initials", () => {
    expect(initialsOf("Amira Haddad")).toBe("AH");
    expect(initialsOf("Dr. James O'Neill")).toBe("DO");
    expect(initialsOf("Sustainability")).toBe("S");
  });
});
