import { z } from "zod";
import { localeSchema } from "./locales.ts";
import { action, externalHref, link, mediaSource, plainText } from "./primitives.ts";
import { wordsSchema } from "./words.ts";

const office = z.strictObject({
  name: plainText.describe('The office as search engines should name it, e.g. "Verdavia UK headquarters".'),
  city: plainText.optional().describe('The city, e.g. "London". Leave out when it is not public.'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'Write the country as its two-letter code in capitals, like "GB" or "AE".' })
    .describe('The country as its two-letter ISO 3166 code, e.g. "GB" for the United Kingdom, "AE" for the United Arab Emirates.'),
});

const socialLink = z.strictObject({
  label: plainText.describe('The network\'s name, read by screen readers, e.g. "LinkedIn".'),
  href: externalHref.describe("The company's profile address (https://)."),
  icon: z.enum(["linkedin", "x", "discord"]).describe("Which network's logo to show."),
});

/**
 * Where the studio on the published site (`/studio/`) reads and commits content. Left out,
 * `/studio/` says how to turn it on.
 */
const studioSettings = z.strictObject({
  repository: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/, { error: 'Write the repository as owner/name, as in its GitHub address: github.com/owner/name, e.g. "verdavia/website".' })
    .describe('The GitHub repository that holds this site, as owner/name, e.g. "verdavia/website".'),
  branch: z
    .string()
    .regex(/^(?!\/)(?!.*\/\/)(?!.*\.\.)[A-Za-z0-9._/-]+(?<![/.])$/, { error: 'Write a branch name such as "main": letters, digits, ".", "_", "-" and "/" only.' })
    .default("main")
    .describe('The branch the site is published from; edits are proposed to it. Default: "main".'),
  apiUrl: z
    .url({ protocol: /^https$/, error: "The API address is a full https:// address: https://api.github.com, or https://HOST/api/v3 for GitHub Enterprise Server." })
    .default("https://api.github.com")
    .describe("GitHub's API address. Default: https://api.github.com; for GitHub Enterprise Server, https://HOST/api/v3."),
});

export const siteSchema = z
  .strictObject({
    brand: z
      .strictObject({
        name: plainText.describe("The company name, shown in the logo, the footer and link previews."),
        tagline: plainText.optional().describe("A short line next to the name in the logo."),
        blurb: plainText.describe("One or two sentences about the company, shown in the footer."),
        url: z
          .url({ protocol: /^https$/, error: "The site address is a full https:// address, like https://www.example.com." })
          .optional()
          .describe("The site's public address, used in link previews on social networks."),
        shareImage: mediaSource
          .refine((source) => !/\.svg$/i.test(source), {
            error: "Link previews on LinkedIn, X, Slack and WhatsApp don't show SVG. Use a PNG or JPEG of 1200 × 630, or leave shareImage out and the build draws a card.",
          })
          .optional()
          .describe("A PNG or JPEG (1200 × 630) for link previews, instead of the card the build draws from the brand and home's headline. Leave out to use that card."),
      })
      .describe("Who the site belongs to."),
    navigation: z
      .strictObject({
        links: z.array(link).min(1).describe("Header links, left to right."),
        action: action.optional().describe("The button at the end of the header."),
      })
      .describe("The header."),
    contact: z
      .strictObject({
        headquarters: plainText.describe('Where the company is based, e.g. "UK & Dubai Headquarters".'),
        email: z.email({ error: "Write a plain email address, like info@example.com." }).describe("The general enquiries address."),
        phone: plainText.optional().describe("The phone line. Leave it out to show none."),
        offices: z
          .array(office)
          .optional()
          .describe("Where the company is based, office by office. Not shown on the pages: search engines read it from home's structured data (schema.org Organization)."),
      })
      .describe("How to reach the company; shown in the footer."),
    social: z.array(socialLink).describe("Social profiles, shown as icons in the footer."),
    footer: z
      .strictObject({
        quickLinksTitle: plainText.default("Quick Links").describe('The heading over the quick links. Default: "Quick Links".'),
        quickLinks: z.array(link).min(1).describe("Links to the main pages."),
        contactTitle: plainText.default("Contact Us").describe('The heading over the contact details. Default: "Contact Us".'),
        legalTitle: plainText.default("Legal").describe('The heading over the policy links. Default: "Legal".'),
        legal: z.array(link).describe("Policy links."),
        copyright: plainText.describe('The copyright line. {year} becomes the current year, e.g. "© {year} Verdavia Fuels".'),
      })
      .describe("The footer."),
    words: wordsSchema,
    locales: z
      .array(localeSchema)
      .min(1)
      .optional()
      .describe("The languages of the site, in content/site.yaml only. The first is the default, at today's addresses; each other one is a folder of translations (content/ar/) at addresses under its code (/ar/about/). Left out: English only."),
    studio: studioSettings.optional().describe("Turns on the studio at /studio/ of the published site: editors sign in with GitHub and their edits become commits and pull requests in this repository."),
  })
  .describe("Site-wide settings: brand, header, footer, contact and social links.");

export type Site = z.output<typeof siteSchema>;
export type SocialLink = z.output<typeof socialLink>;
export type StudioSettings = z.output<typeof studioSettings>;
