/**
 * A picture or video added in the studio's media field: checked for size and given a file
 * name under public/media before it goes into the next save's commit. Pure.
 */

/** Over this, the page gets slow on a phone: the editor is warned, the file still added. */
export const warnBytes = 500 * 1024;
/** Over this, the file is refused: GitHub's API and a visitor's data plan both suffer. */
export const refuseBytes = 10 * 1024 * 1024;

/**
 * No SVG: an SVG can carry script, and a file under /media is served from the site's own
 * origin, where the studio keeps an editor's token. A developer can still add one by hand.
 */
export const acceptedMedia = "image/jpeg,image/png,image/webp,image/avif,image/gif,video/mp4,video/webm";
const extensions = /\.(jpe?g|png|webp|avif|gif|mp4|webm)$/i;

/** A file waiting for the next save, by its site address (`/media/hangar.jpg`). */
export interface PendingMedium {
  address: string;
  /** `public/media/hangar.jpg`: where it is committed. */
  path: string;
  bytes: Uint8Array;
}

export type MediaCheck = { ok: true; address: string; path: string; warning?: string } | { ok: false; message: string };

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** "Hangar Photo 2.JPG" → "hangar-photo-2.jpg", made unique among `taken` addresses. */
export function mediaNameFor(fileName: string, taken: ReadonlySet<string>): string {
  const extension = (extensions.exec(fileName)?.[1] ?? "").toLowerCase().replace("jpeg", "jpg");
  const stem =
    fileName
      .replace(extensions, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "file";
  let name = `${stem}.${extension}`;
  for (let count = 2; taken.has(`/media/${name}`); count += 1) name = `${stem}-${count}.${extension}`;
  return name;
}

export function checkMedium(file: { name: string; size: number }, taken: ReadonlySet<string>): MediaCheck {
  if (!extensions.test(file.name)) return { ok: false, message: `${file.name} was not added: the studio adds JPEG, PNG, WebP, AVIF and GIF pictures and MP4 or WebM videos (an SVG drawing needs a developer).` };
  if (file.size > refuseBytes) return { ok: false, message: `${file.name} was not added: it is ${megabytes(file.size)}, over the ${megabytes(refuseBytes)} a file may be. Make it smaller (for a photo, 2000 pixels wide is plenty) and add it again.` };
  const name = mediaNameFor(file.name, taken);
  const found = { ok: true as const, address: `/media/${name}`, path: `public/media/${name}` };
  if (file.size <= warnBytes) return found;
  return { ...found, warning: `${file.name} is ${kilobytes(file.size)}: pages load faster on phones with files under ${kilobytes(warnBytes)}. It was added; a smaller copy would be better.` };
}
