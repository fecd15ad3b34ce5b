/**
 * `virtual:block-gallery`, for the dev-only gallery at #/__blocks: every block's
 * example.yaml, validated and with defaults filled in as the build would, plus its text,
 * and the drawing of every icon for the icon catalogue. A broken example is listed with
 * its problems, worded and located (file:line:column) as `npm run validate` words them.
 * A production build gets an empty gallery, and the app never imports it there.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { iconNames } from "../../src/content/icon-names.ts";
import type { Page } from "../../src/content/page.ts";
import { toRuntimePage } from "../content/bundle.ts";
import { iconShapes } from "../content/icons.ts";
import type { MediaLibrary } from "../../src/validation/media-files.ts";
import { problemLine } from "../../src/validation/report.ts";
import type { ContentService } from "../content/service.ts";
import { validateBlockExample } from "../../src/validation/validate.ts";
import { readBlockExampleFiles, type BlockExampleFile } from "../schema/block-examples.ts";
import type { GalleryContent } from "../../src/dev/gallery-content.ts";
import { wordsSchema } from "../../src/content/words.ts";

export const virtualGalleryId = "virtual:block-gallery";
const resolvedId = `\0${virtualGalleryId}`;
export const galleryRoute = "/__blocks";

/** The gallery's page and entries; `media` is what local pictures are checked against, as in content. */
export function galleryContent(examples: readonly BlockExampleFile[] = readBlockExampleFiles(), media?: MediaLibrary): GalleryContent {
  const entries: GalleryContent["entries"] = [];
  const sections: Page["sections"] = [];
  for (const example of examples) {
    const { section, problems } = validateBlockExample({ path: example.file, text: example.yaml, kind: "page" }, media ? { media } : {});
    if (section) sections.push(section);
    entries.push({
      type: example.type,
      file: example.file,
      yaml: example.yaml,
      ...(section ? {} : { problems: problems.map((problem) => problemLine(problem)) }),
    });
  }
  const page = toRuntimePage({ route: galleryRoute, title: "Block gallery", description: "Every block, rendered from its example.", sections }, wordsSchema.parse({}));
  const icons = Object.fromEntries(iconNames.map((name) => [name, iconShapes(name)]));
  return { page, entries, icons };
}

export interface BlockGalleryOptions {
  /** The process's content service: examples' local pictures are checked against the media it read. */
  content: ContentService;
}

export function blockGallery({ content }: BlockGalleryOptions): Plugin {
  let serving = false;
  let root = process.cwd();
  return {
    name: "block-gallery",
    configResolved(config) {
      serving = config.command === "serve";
      root = config.root;
    },
    resolveId(id) {
      return id === virtualGalleryId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      if (!serving) return "export default { page: null, entries: [], icons: {} };\n";
      const examples = readBlockExampleFiles();
      for (const example of examples) this.addWatchFile(join(root, example.file));
      return `export default ${JSON.stringify(galleryContent(examples, content.media()))};\n`;
    },
    hotUpdate({ file }) {
      if (this.environment.name !== "client" || !/[\\/]src[\\/]blocks[\\/][^\\/]+[\\/]example\.yaml$/.test(file)) return undefined;
      const module = this.environment.moduleGraph.getModuleById(resolvedId);
      if (!module) return [];
      this.environment.moduleGraph.invalidateModule(module);
      return [module];
    },
  };
}
