import { describe, expect, it } from "vitest";
import { fileLabel } from "../../../src/studio/page-names.ts";

const site = { brand: { name: "Verdavia" }, locales: [{ code: "en", name: "English" }, { code: "ar", name: "العربية" }] };
const files = [
  { path: "content/about.yaml", data: { route: "/about", title: "About Us — Verdavia" } },
  { path: "content/collections/events.yaml", data: { route: "/events", labels: { one: "event" } } },
  { path: "content/collections/openings.yaml", data: { route: "/careers", folder: "roles", labels: { one: "role" } } },
  { path: "content/ar/collections/events.yaml", data: { labels: { one: "فعالية" } } },
  { path: "content/events/dubai-airshow.md", data: { title: "Dubai Airshow 2027" } },
  { path: "content/roles/engineer.md", data: { title: "Process engineer" } },
  { path: "content/talks/first.md", data: { title: "First talk" } },
];

describe("the studio's name for a file", () => {
  it("calls an entry what its collection's declaration calls one, in its own folder or a declared one", () => {
    expect(fileLabel("content/events/dubai-airshow.md", files, site, "Verdavia")).toBe("the event “Dubai Airshow 2027”");
    expect(fileLabel("content/roles/engineer.md", files, site, "Verdavia")).toBe("the role “Process engineer”");
  });

  it("names a translation by its English title and its language, and an entry no declaration claims an entry", () => {
    expect(fileLabel("content/ar/events/dubai-airshow.md", files, site, "Verdavia")).toBe("the event “Dubai Airshow 2027” (العربية)");
    expect(fileLabel("content/talks/first.md", files, site, "Verdavia")).toBe("the entry “First talk”");
    expect(fileLabel("content/about.yaml", files, site, "Verdavia")).toBe("About Us");
  });
});
