/**
 * Each block folder holds example.yaml: one section of that block, written as an editor
 * would write it. The block reference, the dev-only gallery and the tests all read these
 * files, so an example shown to editors is one the build accepts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { blockMetas } from "../../src/blocks/metas.ts";
import { blockSchemas } from "../../src/blocks/schemas.ts";

export interface BlockExample extends BlockExampleFile {
  data: Record<string, unknown>;
}

const blocksFolder = fileURLToPath(new URL("../../src/blocks/", import.meta.url));

export const blockTypes: string[] = blockSchemas.map((schema) => schema.shape.type.value);

/** An example as it is on disk, unparsed: its block type is named by its folder (Cards/ holds `cards`). */
export interface BlockExampleFile {
  type: string;
  /** Path from the project root, for messages. */
  file: string;
  yaml: string;
}

/** Every block folder's example.yaml as text, in the order of the block list; nothing is parsed, so a broken one is read too. */
export function readBlockExampleFiles(): BlockExampleFile[] {
  const files: BlockExampleFile[] = [];
  for (const folder of readdirSync(blocksFolder, { withFileTypes: true })) {
    const path = join(blocksFolder, folder.name, "example.yaml");
    if (!folder.isDirectory() || !existsSync(path)) continue;
    files.push({ type: folder.name.charAt(0).toLowerCase() + folder.name.slice(1), file: `src/blocks/${folder.name}/example.yaml`, yaml: readFileSync(path, "utf8") });
  }
  return files.sort((a, b) => blockTypes.indexOf(a.type) - blockTypes.indexOf(b.type));
}

/** The blocks an editor may add to a page: not those the site makes from the collections (meta.ts `madeBySite`). */
export function writableBlockExamples(): BlockExample[] {
  return readBlockExamples().filter((example) => !(blockMetas as Record<string, { madeBySite?: true }>)[example.type]?.madeBySite);
}

export function readBlockExamples(): BlockExample[] {
  return readBlockExampleFiles()
    .map(({ file, yaml }) => {
      const data = parse(yaml) as Record<string, unknown>;
      return { type: String(data.type), file, yaml, data };
    })
    .sort((a, b) => blockTypes.indexOf(a.type) - blockTypes.indexOf(b.type));
}

/** An example as it sits in a page file: one item of `sections:`. */
export function asSectionItem(yaml: string): string {
  const lines = yaml.trimEnd().split("\n");
  return lines.map((line, index) => (index === 0 ? `  - ${line}` : line === "" ? "" : `    ${line}`)).join("\n");
}
