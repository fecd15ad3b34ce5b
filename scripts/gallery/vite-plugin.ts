/**
 * `virtual:block-gallery`, for the dev-only gallery at #/__blocks: every block's
 * example.yaml, validated and with defaults filled in as the build would, plus its text,
 * and the drawing of every icon for the icon catalogue.
 * A production build gets an empty gallery, and the app never imports it there.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { sectionSchema } from "../../src/blocks/schemas.ts";
import { iconNames } from "../../src/content/icon-names.ts";
import type { Page } from "../../src/content/page.ts";
import { toRuntimePage } from "../content/bundle.ts";
import { iconShapes } from "../content/icons.ts";
import { readBlockExamples } from "../schema/block-examples.ts";
import type { GalleryContent } from "../../src/dev/gallery-content.ts";

export const virtualGalleryId = "virtual:block-gallery";
const resolvedId = `\0${virtualGalleryId}`;
export const galleryRoute = "/__blocks";

export function galleryContent(): GalleryContent {
  const entries: GalleryContent["entries"] = [];
  const sections: Page["sections"] = [];
  for (const example of readBlockExamples()) {
    const parsed = sectionSchema.safeParse(example.data);
    if (parsed.success) sections.push(parsed.data);
    entries.push({
      type: example.type,
      file: example.file,
      yaml: example.yaml,
      ...(parsed.success ? {} : { problems: parsed.error.issues.map((issue) => `${issue.path.join(".") || "(block)"}: ${issue.message}`) }),
    });
  }
  const page = toRuntimePage({ route: galleryRoute, title: "Block gallery", description: "Every block, rendered from its example.", sections });
  const icons = Object.fromEntries(iconNames.map((name) => [name, iconShapes(name)]));
  return { page, entries, icons };
}

export function blockGallery(): Plugin {
  let serving = false;
  return {
    name: "block-gallery",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualGalleryId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      if (!serving) return "export default { page: null, entries: [], icons: {} };\n";
      for (const entry of readBlockExamples()) this.addWatchFile(join(process.cwd(), entry.file));
      return `export default ${JSON.stringify(galleryContent())};\n`;
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
