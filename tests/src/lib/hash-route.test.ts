import { describe, expect, it } from "vitest";
import { opensInNewTab, resolveInternalHref, splitLocation } from "../../../src/lib/hash-route.ts";
import { initialsOf } from "../../../src/lib/initials.ts";

describe("hash routes", () => {
  it("splits a location into route and anchor", () => {
    expect(splitLocation("/partnerships#airlines")).toEqual({ route: "/partnerships", anchor: "airlines" });
    expect(splitLocation("/about")).toEqual({ route: "/about" });
    expect(splitLocation("/")).toEqual({ route: "/" });
    expect(splitLocation("/contact?ref=x")).toEqual({ route: "/contact" });
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
