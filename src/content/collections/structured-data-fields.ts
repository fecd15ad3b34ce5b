import type { FieldKind } from "./declaration.ts";
import type { StructuredDataType } from "./declaration.ts";

/**
 * The schema.org properties the site fills for each type, and the kinds of field each may
 * come from. The rest of each type (the company as publisher or hiring organization, the
 * entry's address, its language) the site fills itself.
 */
export const structuredDataFields: Record<StructuredDataType, Record<string, readonly FieldKind[]>> = {
  NewsArticle: { headline: ["text"], description: ["text"], datePublished: ["datetime"], dateModified: ["datetime"], image: ["image"], keywords: ["tags"] },
  Event: { name: ["text"], description: ["text"], dates: ["daterange"], location: ["place"], url: ["link"], image: ["image"], keywords: ["tags"] },
  JobPosting: {
    title: ["text"],
    description: ["text", "markdown"],
    datePosted: ["datetime"],
    validThrough: ["datetime"],
    employmentType: ["choice"],
    jobLocation: ["place"],
    occupationalCategory: ["text", "choice"],
    baseSalary: ["text"],
  },
};
