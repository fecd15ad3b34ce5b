/**
 * Each block folder holds example.yaml: one section of that block, written as an editor
 * would write it. The block reference, the dev-only gallery and the tests all read these
 * files, so an example shown to editors is one the build accepts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { blockSchemas } from "../../src/blocks/schemas.ts";

export interface BlockExample {
  type: string;
  /** Path from the project root, for messages. */
  file: string;
  yaml: string;
  data: Record<string, unknown>;
}

const blocksFolder = fileURLToPath(new URL("../../src/blocks/", import.meta.url));

export const blockTypes: string[] = blockSchemas.map((schema) => schema.shape.type.value);

export function readBlockExamples(): BlockExample[] {
  const examples: BlockExample[] = [];
  for (const folder of readdirSync(blocksFolder, { withFileTypes: true })) {
    const path = join(blocksFolder, folder.name, "example.yaml");
    if (!folder.isDirectory() || !existsSync(path)) continue;
    const yaml = readFileSync(path, "utf8");
    const data = parse(yaml) as Record<string, unknown>;
    examples.push({ type: String(data.type), file: `src/blocks/${folder.name}/example.yaml`, yaml, data });
  }
  return examples.sort((a, b) => blockTypes.indexOf(a.type) - blockTypes.indexOf(b.type));
}

/** An example as it sits in a page file: one item of `sections:`. */
export function asSectionItem(yaml: string): string {
  const lines = yaml.trimEnd().split("\n");
  return lines.map((line, index) => (index === 0 ? `  - ${line}` : line === "" ? "" : `    ${line}`)).join("\n");
}
