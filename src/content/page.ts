import { z } from "zod";
import { sectionSchema } from "../blocks/schemas.ts";
import { plainText, routePath } from "./primitives.ts";

/** One page file: content/pages/<name>.yaml. */
export const pageSchema = z
  .strictObject({
    route: routePath,
    title: plainText.describe("The browser tab title and search result title."),
    description: plainText.describe("The search result summary (meta description), one or two sentences."),
    updated: z.iso
      .date({ error: "Write the date as YYYY-MM-DD, like 2026-11-20." })
      .optional()
      .describe("When the page's words last changed meaningfully, as YYYY-MM-DD: the sitemap's lastmod, which search engines use to decide when to read the page again. Leave out when unknown."),
    siteSearch: z
      .boolean()
      .optional()
      .describe("false leaves the page out of the site's own search (its search box and search page); search engines are not affected. Default: true."),
    sections: z.array(sectionSchema).min(1).describe("The blocks of the page, top to bottom."),
  })
  .describe("A page of the site. Its sections are rendered in order.");

export type Page = z.output<typeof pageSchema>;

export { notFoundRoute } from "./route-roles.ts";
