import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { XMLValidator } from "fast-xml-parser";
import { readContentSources } from "../../../../scripts/content/sources.ts";
import { readMediaLibrary } from "../../../../scripts/content/media-library.ts";
import { collectionDocuments, entryStructuredData } from "../../../../scripts/prerender/collection-documents.ts";
import { sitemapEntries } from "../../../../scripts/prerender/search-engines.ts";
import { entryJsonSchemaText } from "../../../../scripts/schema/json-schema.ts";
import { entrySchema } from "../../../../src/content/collections/entry-schema.ts";
import { siteLocales } from "../../../../src/content/site-locales.ts";
import { collectionsOf } from "../../../../src/validation/collections/declarations.ts";
import type { SourceFile } from "../../../../src/validation/sources.ts";
import { validateSources } from "../../../../src/validation/validate.ts";

const root = process.cwd();
const shipped = readContentSources(root);
const media = readMediaLibrary(`${root}/public`);
const now = new Date("2026-11-28T12:00:00Z");

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

/** A collection a site owner adds by writing one file: case studies, with a choice, tags and a feed. */
const caseStudies = `route: /case-studies
publish: published
fields:
  title: { kind: text, max: 120, label: Title }
  summary: { kind: text, max: 280, label: Summary }
  published: { kind: datetime, label: Published }
  sector: { kind: choice, values: [airline, airport], label: Sector }
  tags: { kind: tags, required: false, label: Topics }
listing:
  filters: [sector, tags]
card: { badge: sector, date: published }
feeds: true
labels:
  title: Case studies
  all: All case studies
  values: { airline: Airline, airport: Airport }
  tags: { blending: Blending }
`;

const firstCase = `---
title: Blending SAF at a Gulf hub
summary: How an airport took its first SAF deliveries into its hydrant system.
published: 2026-10-01T09:00:00+04:00
sector: airport
tags: [blending]
---
The airport received its first blended batch in October. [Talk to us](/contact).
`;

/** Events, as a site owner declares them: dates ahead first, a calendar and Event data. */
const events = `route: /meetups
upcoming: when
calendar: when
venue: venue
fields:
  title: { kind: text, max: 120, label: Title }
  summary: { kind: text, max: 280, label: Summary }
  when: { kind: daterange, label: When }
  venue: { kind: place, label: Where }
  registration: { kind: link, required: false, label: Registration }
page: { facts: [when, venue], actions: [registration] }
card: { date: when, facts: [venue] }
structuredData: { type: Event, fields: { name: title, description: summary, dates: when, location: venue, url: registration } }
labels:
  title: Events
  all: All events
  upcoming: Upcoming
  past: Past events
  actions: { registration: Register }
`;

const event = (title: string, start: string, end: string) => `---
title: ${title}
summary: Meet our team.
when: { start: "${start}", end: "${end}" }
venue: { name: Dubai World Central, city: Dubai, country: AE }
registration: https://www.example.com/register
---
Our team will be there.
`;

/** Open roles: a closing date, an apply button and JobPosting data. */
const roles = `route: /openings
publish: posted
expires: closes
fields:
  title: { kind: text, max: 120, label: Role }
  summary: { kind: text, max: 280, label: Summary }
  posted: { kind: datetime, label: Posted }
  closes: { kind: datetime, label: Closes }
  employment: { kind: choice, values: [full-time, part-time], label: Employment }
  office: { kind: place, label: Office }
apply: { route: /contact, field: role }
structuredData: { type: JobPosting, fields: { title: title, description: summary, datePosted: posted, validThrough: closes, employmentType: employment, jobLocation: office } }
labels:
  title: Careers
  all: All roles
  apply: Apply for this role
`;

const role = (title: string, closes: string) => `---
title: ${title}
summary: Join the team.
posted: 2026-10-01T09:00:00+04:00
closes: ${closes}
employment: full-time
office: { name: Verdavia Dubai, city: Dubai, country: AE }
---
What you will do.
`;

function withFiles(files: Record<string, string>) {
  const added: SourceFile[] = Object.entries(files).map(([path, text]) => ({ path, text, kind: path.endsWith(".md") ? "entry" : "collection" }));
  return validateSources([...shipped, ...added], { media, publish: { now, preview: false } });
}

describe("a collection declared in content", () => {
  it("becomes a listing, filters, entries, a feed and sitemap entries, with no code", () => {
    const result = withFiles({ "content/collections/case-studies.yaml": caseStudies, "content/case-studies/gulf-hub.md": firstCase });
    expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const routes = result.content!.pages.map((page) => page.route);
    // An entry with no Arabic yet is not listed in Arabic: the Arabic listing is there, empty.
    expect(routes).not.toContain("/ar/case-studies/gulf-hub");
    expect(routes).toEqual(expect.arrayContaining(["/case-studies", "/case-studies/airport", "/case-studies/tag/blending", "/case-studies/gulf-hub", "/ar/case-studies"]));
    const entry = result.content!.pages.find((page) => page.route === "/case-studies/gulf-hub")!;
    expect(entry.sections[0]).toMatchObject({ type: "article", entry: { badge: "Airport", title: "Blending SAF at a Gulf hub", listLabel: "All case studies" } });
    const files = collectionDocuments(result.content!);
    expect(XMLValidator.validate(files.get("case-studies/atom.xml")!)).toBe(true);
    expect(JSON.parse(files.get("case-studies/feed.json")!).items.map((item: { title: string }) => item.title)).toEqual(["Blending SAF at a Gulf hub"]);
    expect(sitemapEntries(result.content!).map((entry) => entry.loc).join(" ")).toContain("case-studies/gulf-hub/");
    // Its entries' schema, for editors' tools, comes from the declaration too.
    const [declared] = collectionsOf([{ path: "content/collections/case-studies.yaml", text: caseStudies, kind: "collection" }]);
    expect(JSON.parse(entryJsonSchemaText(declared!)).properties.sector.enum).toEqual(["airline", "airport"]);
    expect(entrySchema(declared!).safeParse({ title: "x", summary: "y", published: "2026-10-01T09:00:00+04:00", sector: "harbour" }).success).toBe(false);
  });

  it("refuses an unknown field kind, a filter on a missing field and a second collection at the same address, each at its line", () => {
    const broken = caseStudies.replace("kind: choice, values", "kind: dropdown, values").replace("filters: [sector, tags]", "filters: [sectors, tags]");
    const clash = "route: /news\nfields:\n  title: { kind: text, max: 80, label: Title }\n  summary: { kind: text, max: 80, label: Summary }\nlabels: { title: Again, all: All }\n";
    const result = withFiles({ "content/collections/case-studies.yaml": broken, "content/collections/more-news.yaml": clash });
    const at = (code: string, file: string) => result.problems.find((problem) => problem.code === code && problem.file === file);
    expect(at("invalid-value", "content/collections/case-studies.yaml") ?? result.problems.find((problem) => problem.file === "content/collections/case-studies.yaml" && problem.line === lineOf(broken, "dropdown"))).toBeDefined();
    const fixed = caseStudies.replace("filters: [sector, tags]", "filters: [sectors, tags]");
    const missing = withFiles({ "content/collections/case-studies.yaml": fixed }).problems.find((problem) => problem.code === "collection-unknown-field")!;
    expect(missing).toMatchObject({ file: "content/collections/case-studies.yaml", line: lineOf(fixed, "filters: [sectors") });
    expect(missing.message).toContain('Did you mean "sector"?');
    expect(at("collection-duplicate-address", "content/collections/news.yaml") ?? at("collection-duplicate-address", "content/collections/more-news.yaml")).toMatchObject({ line: 1 });
  });

  it("puts upcoming events first and past ones after, with a calendar file that a calendar reads", () => {
    const result = withFiles({
      "content/collections/meetups.yaml": events,
      "content/meetups/airshow-2025.md": event("Dubai Airshow 2025", "2025-11-17T10:00:00+04:00", "2025-11-21T18:00:00+04:00"),
      "content/meetups/airshow-2027.md": event("Dubai Airshow 2027", "2027-11-15T10:00:00+04:00", "2027-11-19T18:00:00+04:00"),
      "content/meetups/london-2027.md": event("London SAF summit", "2027-03-10T09:00:00+00:00", "2027-03-10T17:00:00+00:00"),
    });
    expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const listing = (result.content!.pages.find((page) => page.route === "/meetups")!.sections[0] as unknown as { listing: { groups: { heading: string; entries: { title: string }[] }[]; calendar: string } }).listing;
    expect(listing.groups.map((group) => [group.heading, group.entries.map((entry) => entry.title)])).toEqual([
      ["Upcoming", ["London SAF summit", "Dubai Airshow 2027"]],
      ["Past events", ["Dubai Airshow 2025"]],
    ]);
    const past = result.content!.pages.find((page) => page.route === "/meetups/airshow-2025")!.sections[0] as unknown as { entry: { actions: unknown[] } };
    expect(past.entry.actions).toEqual([]);
    const files = collectionDocuments(result.content!);
    const calendar = new ICAL.Component(ICAL.parse(files.get("meetups/airshow-2027/event.ics")!));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.summary).toBe("Dubai Airshow 2027");
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2027-11-15T06:00:00.000Z");
    expect(vevent.location).toContain("Dubai World Central");
    const feed = new ICAL.Component(ICAL.parse(files.get("meetups/calendar.ics")!));
    expect(feed.getAllSubcomponents("vevent")).toHaveLength(3);
    const upcoming = result.content!.pages.find((page) => page.route === "/meetups/airshow-2027")!;
    const english = siteLocales(result.content!.site)[0]!;
    expect(entryStructuredData(upcoming, result.content!, result.content!.site, english)).toMatchObject({
      "@type": "Event",
      startDate: "2027-11-15T10:00:00+04:00",
      location: { "@type": "Place", name: "Dubai World Central", address: { addressLocality: "Dubai", addressCountry: "AE" } },
      offers: { url: "https://www.example.com/register" },
    });
  });

  it("takes a role off the site at the first build after it closes, and describes an open one as a JobPosting", () => {
    const result = withFiles({
      "content/collections/openings.yaml": roles,
      "content/openings/engineer.md": role("Process engineer", "2027-01-31T23:59:00+04:00"),
      "content/openings/analyst.md": role("Market analyst", "2026-11-01T23:59:00+04:00"),
    });
    const routes = result.content!.pages.map((page) => page.route);
    expect(routes).toContain("/openings/engineer");
    expect(routes).not.toContain("/openings/analyst");
    expect(result.leftOut!.map((entry) => [entry.name, entry.state])).toContainEqual(["analyst", "closed"]);
    const page = result.content!.pages.find((candidate) => candidate.route === "/openings/engineer")!;
    expect((page.sections[0] as unknown as { entry: { actions: { label: string; href: string }[] } }).entry.actions).toContainEqual({ label: "Apply for this role", href: "/contact?role=engineer", primary: true });
    const english = siteLocales(result.content!.site)[0]!;
    expect(entryStructuredData(page, result.content!, result.content!.site, english)).toMatchObject({
      "@type": "JobPosting",
      title: "Process engineer",
      datePosted: "2026-10-01T09:00:00+04:00",
      validThrough: "2027-01-31T23:59:00+04:00",
      employmentType: "FULL_TIME",
      jobLocation: { "@type": "Place", address: { addressLocality: "Dubai", addressCountry: "AE" } },
      hiringOrganization: { "@type": "Organization" },
    });
  });

  it("describes a news entry as a NewsArticle, as before", () => {
    const result = validateSources(shipped, { media, publish: { now, preview: false } });
    const page = result.content!.pages.find((candidate) => candidate.route === "/news/gulf-horizon-offtake-agreement")!;
    const english = siteLocales(result.content!.site)[0]!;
    expect(entryStructuredData(page, result.content!, result.content!.site, english)).toMatchObject({ "@type": "NewsArticle", headline: expect.any(String), datePublished: expect.any(String), image: [expect.stringContaining("/media/news/")] });
  });
});
