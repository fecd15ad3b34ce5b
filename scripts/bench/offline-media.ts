/**
 * Content names third-party media hosts. On a machine without internet their requests
 * fail, and Chromium logs each failure as a console error, which Lighthouse's best
 * practices counts against the site. When those hosts do not resolve here, the bench
 * tells Lighthouse to leave name-resolution failures out, and says so in its output.
 */
import { lookup } from "node:dns/promises";
import { mediaOrigins } from "../prerender/csp.ts";
import { validateContentFolder } from "../content/validate-folder.ts";

/** The content's remote media hosts that this machine cannot resolve. */
export async function unresolvableMediaHosts(root: string): Promise<string[]> {
  const { content } = validateContentFolder(root);
  if (!content) return [];
  const { images, media } = mediaOrigins(content);
  const hosts = [...new Set([...images, ...media].map((origin) => new URL(origin).hostname))];
  const unresolved = await Promise.all(
    hosts.map((host) =>
      lookup(host).then(
        () => undefined,
        () => host,
      ),
    ),
  );
  return unresolved.filter((host): host is string => host !== undefined);
}

/** Console error text of a request whose host did not resolve (Chromium's wording). */
export const nameNotResolved = "net::ERR_NAME_NOT_RESOLVED";
