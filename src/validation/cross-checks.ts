import { blockMetas } from "../blocks/metas.ts";
import type { BlockType } from "../blocks/schemas.ts";
import { notFoundRoute, pageSchema } from "../content/page.ts";
import { allowedHref, href as hrefSchema } from "../content/primitives.ts";
import { siteSchema } from "../content/site.ts";
import type { PathSegment } from "./location.ts";
import type { ParsedSource } from "./parse.ts";
import { problem, problemAt, type Problem } from "./problem.ts";
import { findBySchema } from "./schema-walk.ts";
import { pagesFolder } from "./sources.ts";
import { closestMatch } from "./suggest.ts";

/** What other files need to know about a page, read even from pages that failed validation. */
interface PageFacts {
  parsed: ParsedSource;
  route?: string;
  ids: Map<string, number>;
  /** Whether content should link here; a page that is only a landing for another service is not suggested. */
  linkable: boolean;
  /** The page has YAML errors: its sections may not all have been read, so an anchor into it is not judged. */
  unreadable?: true;
}

function factsOf(parsed: ParsedSource): PageFacts {
  const data = parsed.data as { route?: unknown; sections?: unknown };
  const ids = new Map<string, number>();
  let linkable = true;
  if (Array.isArray(data.sections)) {
    data.sections.forEach((section: unknown, index) => {
      const fields = section && typeof section === "object" ? (section as { id?: unknown; type?: unknown }) : {};
      if (typeof fields.id === "string" && !ids.has(fields.id)) ids.set(fields.id, index);
      // A landing for a return from outside the site (meta.ts) is no page to send visitors to.
      if (typeof fields.type === "string" && Object.hasOwn(blockMetas, fields.type) && blockMetas[fields.type as BlockType].landing) linkable = false;
    });
  }
  return { parsed, ids, linkable, ...(typeof data.route === "string" ? { route: data.route } : {}) };
}

/** A page as an editor knows it: by its title, with its route when it has none. */
function nameOf(page: PageFacts): string {
  const title = (page.parsed.data as { title?: unknown } | undefined)?.title;
  return typeof title === "string" && title.trim() !== "" ? `“${title.trim()}”` : `at "${page.route ?? "?"}"`;
}

function checkRoutes(pages: PageFacts[]): Problem[] {
  const problems: Problem[] = [];
  const firstByRoute = new Map<string, PageFacts>();
  for (const page of pages) {
    if (page.route === undefined) continue;
    const first = firstByRoute.get(page.route);
    if (first) {
      const what = page.route === notFoundRoute ? "not-found page" : `route "${page.route}"`;
      problems.push(
        problemAt(page.parsed, ["route"], page.route === notFoundRoute ? "duplicate-not-found" : "duplicate-route", `The ${what} is already used by ${first.parsed.source.path}. Each page needs its own route.`, {
          editorMessage:
            page.route === notFoundRoute
              ? `The page ${nameOf(first)} is already the not-found page: a site has one. Give this page a route of its own.`
              : `The ${what} is already used by the page ${nameOf(first)}. Each page needs its own route.`,
        }),
      );
    } else {
      firstByRoute.set(page.route, page);
    }
  }
  return problems;
}

function checkSectionIds(page: PageFacts): Problem[] {
  const data = page.parsed.data as { sections?: unknown };
  if (!Array.isArray(data.sections)) return [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  data.sections.forEach((section: unknown, index) => {
    const id = section && typeof section === "object" ? (section as { id?: unknown }).id : undefined;
    if (typeof id !== "string") return;
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      problems.push(
        problemAt(page.parsed, ["sections", index, "id"], "duplicate-id", `The id "${id}" is already used by sections[${earlier}] on this page. Ids must be unique so links know where to go.`, {
          editorMessage: `The id "${id}" is already used by section ${earlier + 1} on this page. Ids must be unique so links know where to go.`,
        }),
      );
    } else {
      seen.set(id, index);
    }
  });
  return problems;
}

/** What is wrong with a link, before it is placed in a file. */
interface LinkFinding {
  code: string;
  message: string;
  suggestion?: string | undefined;
  editorMessage?: string | undefined;
  severity?: Problem["severity"];
}

function linkFinding(value: string, fromPath: string, currentPage: PageFacts | undefined, byRoute: Map<string, PageFacts>): LinkFinding | undefined {
  if (/^http:\/\//i.test(value)) {
    return { code: "insecure-link", message: `"${value}" uses http://. Use https:// so visitors' browsers don't warn about an insecure page.`, suggestion: value.replace(/^http:/i, "https:"), severity: "warning" };
  }
  if (!value.startsWith("/") && !value.startsWith("#")) return undefined;
  // A malformed link already has its own message from the schema; one mistake, one error.
  if (!allowedHref.test(value)) return undefined;

  const [routePart, anchor] = value.split("#", 2) as [string, string | undefined];
  let target: PageFacts | undefined;
  if (routePart === "") {
    if (!currentPage) {
      return {
        code: "anchor-without-route",
        message: `Links in ${fromPath} appear on every page, so "#${anchor}" has no single target. Add the page's route, like "/contact#${anchor}".`,
        editorMessage: `Links in the site settings appear on every page, so "#${anchor}" has no single target. Add the page's route, like "/contact#${anchor}".`,
      };
    }
    target = currentPage;
  } else {
    target = byRoute.get(routePart);
    if (!target || routePart === notFoundRoute) {
      const routes = [...byRoute.entries()].filter(([route, page]) => route !== notFoundRoute && page.linkable).map(([route]) => route);
      const suggestion = closestMatch(routePart, routes);
      // Each collection's entry is a route too; the list names each collection's listing once, not every entry.
      const listed = [...byRoute.entries()].filter(([route, page]) => routes.includes(route) && !page.parsed.source.path.endsWith(".md")).map(([route]) => route);
      const message = suggestion
        ? `No page has the route "${routePart}". Did you mean "${suggestion}"?`
        : `No page has the route "${routePart}". Routes: ${listed.sort().join(", ")}.`;
      return { code: "unknown-route", message, suggestion: suggestion && (anchor ? `${suggestion}#${anchor}` : suggestion) };
    }
  }
  if (anchor !== undefined && !target.ids.has(anchor) && !target.unreadable) {
    const ids = [...target.ids.keys()];
    const suggestion = closestMatch(anchor, ids);
    const messageFor = (where: string) =>
      suggestion
        ? `No section on ${where} has the id "${anchor}". Did you mean "#${suggestion}"?`
        : ids.length > 0
          ? `No section on ${where} has the id "${anchor}". Ids there: ${ids.join(", ")}.`
          : `No section on ${where} has the id "${anchor}". Add id: ${anchor} to the section the link should scroll to.`;
    const here = target === currentPage;
    return {
      code: "unknown-anchor",
      message: messageFor(here ? "this page" : `the page "${target.route}" (${target.parsed.source.path})`),
      suggestion: suggestion && `${routePart}#${suggestion}`,
      editorMessage: messageFor(here ? "this page" : `the page ${nameOf(target)}`),
    };
  }
  return undefined;
}

function checkLink(value: string, path: PathSegment[], from: ParsedSource, currentPage: PageFacts | undefined, byRoute: Map<string, PageFacts>): Problem | undefined {
  const found = linkFinding(value, from.source.path, currentPage, byRoute);
  if (!found) return undefined;
  return problemAt(from, path, found.code, found.message, { suggestion: found.suggestion, editorMessage: found.editorMessage, severity: found.severity });
}

/** A route that no page file holds: a collection's listing or entry, with the anchors its headings give. */
export interface MadeRoute {
  route: string;
  /** The file it comes from, for messages. */
  file: string;
  title: string;
  anchors: readonly string[];
}

function madeFacts(made: MadeRoute): PageFacts {
  const parsed = { source: { path: made.file, text: "", kind: "entry" }, data: { title: made.title } } as unknown as ParsedSource;
  return { parsed, route: made.route, ids: new Map(made.anchors.map((anchor, index) => [anchor, index])), linkable: true };
}

/** Checks links found outside YAML (a Markdown body): `place` puts each finding at its position. */
export interface LinkChecker {
  check(value: string, fromPath: string, currentRoute: string | undefined): LinkFinding | undefined;
}

/**
 * Checks that need every file at once: routes, the not-found page, ids and links.
 * `unreadable` pages have YAML errors of their own; their route and ids still
 * count, so one syntax error does not turn into false errors elsewhere.
 */
export function crossCheck(site: ParsedSource | undefined, pages: ParsedSource[], unreadable: ParsedSource[] = [], made: readonly MadeRoute[] = []): Problem[] {
  const facts = pages.map(factsOf);
  const byRoute = routeFacts(facts, unreadable, made);

  const problems: Problem[] = [...checkRoutes(facts), ...madeRouteClashes(made, byRoute)];
  if (!byRoute.has(notFoundRoute)) {
    problems.push(
      problem({
        file: `${pagesFolder}/not-found.yaml`,
        path: "route",
        code: "missing-not-found",
        message: 'There is no not-found page. Create content/pages/not-found.yaml with route: "*" so unknown addresses show a helpful page.',
      }),
    );
  }
  for (const page of facts) {
    problems.push(...checkSectionIds(page));
    findBySchema(pageSchema, page.parsed.data, hrefSchema, (value, path) => {
      if (typeof value !== "string") return;
      const linkProblem = checkLink(value.trim(), path, page.parsed, page, byRoute);
      if (linkProblem) problems.push(linkProblem);
    });
  }
  if (site) {
    findBySchema(siteSchema, site.data, hrefSchema, (value, path) => {
      if (typeof value !== "string") return;
      const linkProblem = checkLink(value.trim(), path, site, undefined, byRoute);
      if (linkProblem) problems.push(linkProblem);
    });
  }
  return problems;
}

function routeFacts(facts: PageFacts[], unreadable: ParsedSource[], made: readonly MadeRoute[]): Map<string, PageFacts> {
  const byRoute = new Map<string, PageFacts>();
  const partial = unreadable.map((parsed): PageFacts => ({ ...factsOf(parsed), unreadable: true }));
  for (const page of [...facts, ...partial]) if (page.route !== undefined && !byRoute.has(page.route)) byRoute.set(page.route, page);
  for (const route of made) if (!byRoute.has(route.route)) byRoute.set(route.route, madeFacts(route));
  return byRoute;
}

/** A page file whose route a collection's address already takes. */
function madeRouteClashes(made: readonly MadeRoute[], byRoute: Map<string, PageFacts>): Problem[] {
  return made.flatMap((route) => {
    const page = byRoute.get(route.route);
    if (!page || page.parsed.source.path === route.file || !page.parsed.doc) return [];
    return [problemAt(page.parsed, ["route"], "route-taken-by-collection", `The route "${route.route}" is the address of a collection (${route.file}). Give this page another route.`)];
  });
}

/** Checks links of one language against its pages and made routes, for links outside page files. */
export function linkChecker(pages: ParsedSource[], unreadable: ParsedSource[], made: readonly MadeRoute[]): LinkChecker {
  const facts = pages.map(factsOf);
  const byRoute = routeFacts(facts, unreadable, made);
  return {
    check(value, fromPath, currentRoute) {
      return linkFinding(value, fromPath, currentRoute === undefined ? undefined : byRoute.get(currentRoute), byRoute);
    },
  };
}
