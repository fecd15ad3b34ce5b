import { join } from "node:path";
import { validateSources, type ValidationResult } from "../../src/validation/validate.ts";
import { readMediaLibrary } from "./media-library.ts";
import { readContentSources } from "./sources.ts";
import type { PublishOptions } from "../../src/content/collections/publish.ts";

/** Reads and validates the content folder under `root`, checking local media against `publicDir` (by default root's public/). */
export function validateContentFolder(root: string, publicDir = join(root, "public"), publish?: Partial<PublishOptions>): ValidationResult {
  return validateSources(readContentSources(root), { media: readMediaLibrary(publicDir), ...(publish ? { publish } : {}) });
}
