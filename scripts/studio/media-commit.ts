/**
 * Pictures and videos an editor added in the studio under the dev server, as the files
 * store's commit carries them: each checked (a new file under public/media, of a kind the
 * studio adds, not over the size a file may be) before anything is written, so a save is
 * all of its files or none, as on GitHub.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { refuseBytes } from "../../src/studio/media-upload.ts";
import type { MediumOnTheWire } from "../../src/studio/protocol.ts";
import type { MediaLibrary } from "../../src/validation/media-files.ts";

/** What media-upload.ts names a file: lower-case words joined by hyphens, in public/media or a folder of it. */
const addablePath = /^public\/media\/(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.(?:jpg|png|webp|avif|gif|mp4|webm)$/;

export interface CheckedMedium {
  path: string;
  /** Its site address, `/media/hangar.jpg`. */
  address: string;
  /** Where it is written. */
  target: string;
  bytes: Buffer;
  /** False when the same bytes are already there (a save retried after its answer was lost). */
  write: boolean;
}

/** The media as they would be written, or the sentence that refuses them all. */
export function checkMediaToWrite(publicDir: string, media: readonly MediumOnTheWire[]): { ok: true; media: CheckedMedium[] } | { ok: false; message: string } {
  const checked: CheckedMedium[] = [];
  for (const medium of media) {
    if (!addablePath.test(medium.path)) return { ok: false, message: `Nothing was saved: ${medium.path} is not a name the studio gives an added file (public/media/words-with-hyphens.jpg).` };
    const bytes = Buffer.from(medium.base64, "base64");
    if (bytes.length > refuseBytes) return { ok: false, message: `Nothing was saved: ${medium.path} is over the ${refuseBytes / 1024 / 1024} MB a file may be.` };
    const target = join(publicDir, medium.path.slice("public/".length));
    const same = existsSync(target) && readFileSync(target).equals(bytes);
    if (existsSync(target) && !same) return { ok: false, message: `Nothing was saved: there is already a different file at ${medium.path}. Add your file again to give it a new name.` };
    checked.push({ path: medium.path, address: medium.path.slice("public".length), target, bytes, write: !same });
  }
  return { ok: true, media: checked };
}

/** Addresses as the validator's library: the added files with their sizes. */
export function libraryOf(media: readonly CheckedMedium[]): MediaLibrary {
  return new Map(media.map((medium) => [medium.address, medium.bytes.length]));
}
