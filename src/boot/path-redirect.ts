/**
 * Runs first in dist/404.html's <head> (compiled to an inline script by
 * scripts/prerender/boot-scripts.ts). A host serves that page for any path it has no file
 * for. Every public page has a document at its path (path-document.ts), so what arrives
 * here is a path typed with capitals (`/About`), an `index.htm`, or a route without a
 * document (`/auth`).
 * `/about?utm_source=x#team` becomes `/?utm_source=x#/about?section=team` (a replace, so
 * Back skips the 404); a path that is no route leaves the not-found page on screen. Case
 * and a trailing slash or index.html are forgiven, as a person typing the address would
 * expect. Flags and attributes: contract.ts.
 */
import { pathTarget, routeForms } from "../lib/hash-route.ts";
import { basePathAttribute, pathRoutesAttribute } from "./contract.ts";

function redirectToHashAddress(script: Element | null): void {
  const routes = JSON.parse(script?.getAttribute(pathRoutesAttribute) ?? "[]") as string[];
  const basePath = script?.getAttribute(basePathAttribute) ?? "/";
  let path = location.pathname;
  if (path.indexOf(basePath) === 0) path = path.slice(basePath.length - 1);
  path = path.replace(/\/(index\.html?)?$/i, "").toLowerCase() || "/";
  if (routes.indexOf(path) < 0) return;
  location.replace(`${basePath}${location.search}${routeForms(pathTarget(path, location.hash)).hash}`);
}

redirectToHashAddress(document.currentScript);
