import type { z } from "zod";
import { mediaSource } from "../content/primitives.ts";
import type { CheckedFile } from "./lint/index.ts";
import { problemAt, type Problem } from "./problem.ts";
import { findBySchema } from "./schema-walk.ts";
import { closestMatch } from "./suggest.ts";

/** The files under public/ that content may name, by their address on the site ("/media/team.jpg"), with their size in bytes. */
export type MediaLibrary = ReadonlyMap<string, number>;

/** Pictures above this size are worth making smaller before they are added. */
export const largePictureBytes = 500 * 1024;
const pictureExtensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif", ".svg"]);

/** ".jpg" of "/media/Team.JPG": node:path's extname, lower-cased, for the browser too. */
function extensionOf(address: string): string {
  const name = address.slice(address.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

export function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Local media named in a file must exist under public/: the site would otherwise answer
 * with its own page and the picture would silently be missing. Pictures over 500 KB get a
 * warning, since phones download them (the build's smaller copies start from the original).
 */
/** What to say of a local file the library does not hold: where to put it, or the nearest file it may have meant. */
export function missingMedia(value: string, library: MediaLibrary): { message: string; nearest?: string | undefined } {
  const folder = value.slice(0, value.lastIndexOf("/") + 1);
  const sameFolder = [...library.keys()].filter((candidate) => candidate.startsWith(folder));
  const nearest = closestMatch(value, sameFolder.length > 0 ? sameFolder : library.keys());
  return { message: `There is no file public${value}. Put the file in public${folder}, or correct the path${nearest ? `: did you mean "${nearest}"?` : "."}`, nearest };
}

export function checkMediaFiles(file: CheckedFile<unknown>, root: z.ZodType, library: MediaLibrary): Problem[] {
  const problems: Problem[] = [];
  findBySchema(root, file.data, mediaSource, (value, path) => {
    if (typeof value !== "string" || !value.startsWith("/")) return;
    const size = library.get(value);
    if (size === undefined) {
      const missing = missingMedia(value, library);
      problems.push(problemAt(file.parsed, path, "missing-media-file", missing.message, { suggestion: missing.nearest }));
    } else if (size > largePictureBytes && pictureExtensions.has(extensionOf(value))) {
      problems.push(
        problemAt(
          file.parsed,
          path,
          "large-media-file",
          `public${value} is ${kilobytes(size)}. Pictures over 500 KB slow the page down: export it at most 2,400 px wide, as JPEG at quality 80 or as WebP, which usually brings a photo under 400 KB.`,
          { severity: "warning" },
        ),
      );
    }
  });
  return problems;
}
