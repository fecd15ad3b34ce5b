import { z } from "zod";
import { allowedHref, hrefAdvice } from "./href-forms.ts";
import { iconNames } from "./icon-names.ts";

const htmlTag = /<\/?[a-z][\s\S]*?>/i;

/** Plain text shown to visitors. HTML is refused: the site never injects markup from content. */
export const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !htmlTag.test(value), {
    error: "Text can't contain HTML tags such as <b> or <br>. Write plain text; the design handles emphasis and spacing.",
  });

/**
 * Long text in Markdown (a prose block's body): checked by src/markdown/check.ts, which
 * places each finding at its line in the file; the build hands pages the parsed tree.
 */
export const markdownText = z.string().trim().min(1, { error: "The text is empty. Write it in Markdown, or remove the block." });

/** Lower-case words joined by hyphens, e.g. `airlines` or `research-areas`. */
export const sectionId = z
  .string()
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, {
    error: 'An id is lower-case words joined by hyphens, like "airlines" or "research-areas".',
  })
  .describe('Makes this section a link target: "/partnerships#airlines" scrolls to the section with id: airlines.');

/** A page's address: "/" or "/words-with-hyphens"; "*" marks the not-found page. */
export const routePath = z
  .string()
  .regex(/^(\*|\/|(\/[a-z0-9]+(-[a-z0-9]+)*)+)$/, {
    error: 'A route starts with "/" and uses lower-case words joined by hyphens, like "/about" or "/our-team". Use "*" for the not-found page.',
  })
  .describe('The page address, e.g. "/about". The not-found page uses "*".');

export { allowedHref, hrefAdvice, hrefForms } from "./href-forms.ts";

/**
 * Where a link goes. Checked at build time: routes and #anchors must exist,
 * and only https/http, mailto and tel are allowed for other destinations.
 */
export const href = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, ctx) => {
    if (!allowedHref.test(value)) ctx.addIssue({ code: "custom", message: hrefAdvice(value), input: value });
  })
  .describe("A page route (/contact), route with anchor (/partnerships#airlines), anchor (#faq), https:// address, mailto: or tel: link.");

/**
 * A media file: a path under public/ (/media/hero.jpg) or a full https:// address.
 * "//host" is refused: it would dodge the https rule; so is "..", which would leave public/.
 */
export const mediaSource = z
  .string()
  .trim()
  .regex(/^(\/(?!\/)(?!(?:.*\/)?\.\.(?:\/|$))[\w\-./]+|https:\/\/[^\s/]+\.[^\s]+)$/, {
    error: 'A media source is a file in public/ written from the site\'s root, like "/media/team.jpg" (no ".."), or a full https:// address.',
  });

/** An address on another site: https only, opened in a new tab. */
export const externalHref = z
  .string()
  .trim()
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { error: "This must be a full https:// address on another site, like https://www.linkedin.com/company/example." })
  .describe("A full https:// address.");

/** One of the icons the site supports, by name, e.g. "leaf". */
export const iconName = z.enum(iconNames).describe("An icon name, e.g. leaf, plane, globe.");

/** A text link. */
export const link = z.strictObject({
  /** The words visitors click. */
  label: plainText.describe("The words visitors click."),
  href,
});

/** A button-styled link. */
export const action = z.strictObject({
  label: plainText.describe("The button text."),
  href,
  linkDetail: plainText
    .optional()
    .describe('Words screen readers and search engines get after the label, when the label alone does not say where the button goes, e.g. "about our SAF technology" after "Learn More". Visitors see only the label.'),
  variant: z
    .enum(["primary", "secondary", "outline", "text"])
    .default("primary")
    .describe("How prominent the button looks. Default: primary."),
  size: z.enum(["sm", "md", "lg"]).default("md").describe("Button size. Default: md."),
});

export const imageNeedsAlt = "Describe the image with alt: (what it shows), or mark it decorative: true if it adds nothing a reader needs.";

/** An image with its text alternative. */
export const image = z
  .strictObject({
    src: mediaSource.describe("Image file (/media/team.jpg) or https:// address."),
    alt: plainText.optional().describe("What the image shows, for people who cannot see it."),
    decorative: z.boolean().optional().describe("true when the image adds nothing a reader needs; then alt is left out."),
  })
  .refine((value) => value.decorative === true || value.alt !== undefined, { error: imageNeedsAlt });

/** One encoding of a video at a given width, so each screen gets the size it can use. */
export const videoSource = z.strictObject({
  src: mediaSource.describe("Video file (.mp4 or .webm) path or https:// address, at the width below."),
  width: z.number().int().min(160).max(7680).describe("The video's width in pixels, e.g. 1280 for a 1280×720 file."),
});

/**
 * A looping, muted background video with the image shown before or instead of it.
 * With `sources`, each visitor gets the file for the width the video is shown at in CSS
 * pixels (a 390 px phone the 640 px file, a 1440 px desktop the 1280 px one); nobody
 * gets ultra-HD.
 */
export const video = z
  .strictObject({
    src: mediaSource
      .optional()
      .describe("One video file (.mp4 or .webm) path or https:// address, played on every screen. Prefer sources, which let phones download a smaller file."),
    sources: z
      .array(videoSource)
      .min(1)
      .optional()
      .describe("The same video at several widths, e.g. 640, 1280 and 1920: each visitor plays the file for the width the video is shown at (a 390 px phone the 640 px file, a 1440 px desktop the 1280 px one)."),
    poster: mediaSource.optional().describe("Image shown while the video loads, or if it cannot play, or instead of it on slow or data-saving connections."),
  })
  .refine((value) => value.src !== undefined || value.sources !== undefined, {
    error: "A video needs its file: give sources: (the same video at several widths) or src: (one file).",
  });

export type Link = z.output<typeof link>;
export type Action = z.output<typeof action>;
export type Image = z.output<typeof image>;
export type Video = z.output<typeof video>;
export type VideoSource = z.output<typeof videoSource>;
