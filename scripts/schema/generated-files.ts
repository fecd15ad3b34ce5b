import { readFileSync } from "node:fs";
import { netlifyConfig } from "../prerender/headers.ts";
import { appDrawingsFile, appDrawingsModule, videoDrawingsFile } from "./app-drawings.ts";
import { blocksReference } from "./blocks-reference.ts";
import { mistakesSection } from "./editor-mistakes.ts";
import { collectionsOf } from "../../src/validation/collections/declarations.ts";
import { readContentSources } from "../content/sources.ts";
import { entryJsonSchemaText, jsonSchemaText, schemaFiles } from "./json-schema.ts";

export const editorGuide = "content/README.md";
const mistakesStart = /<!-- mistakes:start[^>]*-->\n/;
const mistakesEnd = "<!-- mistakes:end -->";

/** The editor guide with its generated mistakes section brought up to date; the rest is hand-written. */
function editorGuideText(): string {
  const guide = readFileSync(editorGuide, "utf8");
  const start = mistakesStart.exec(guide);
  const end = guide.indexOf(mistakesEnd);
  if (!start || end < start.index) throw new Error(`${editorGuide} has lost its mistakes:start / mistakes:end markers.`);
  const from = start.index + start[0].length;
  return `${guide.slice(0, from)}\n${mistakesSection()}\n\n${guide.slice(end)}`;
}

/** Every file `npm run schema` writes, with its expected text (paths from the project root). */
export function generatedFiles(): { file: string; text: string }[] {
  return [
    { file: schemaFiles.page.file, text: jsonSchemaText("page") },
    { file: schemaFiles.site.file, text: jsonSchemaText("site") },
    { file: schemaFiles.collection.file, text: jsonSchemaText("collection") },
    { file: schemaFiles["collection-translation"].file, text: jsonSchemaText("collection-translation") },
    // Each declared collection's entries, from its declaration: a collection added in content gets its schema with the next npm run schema.
    ...collectionsOf(readContentSources(".")).map((collection) => ({ file: `content/schema/entries/${collection.name}.schema.json`, text: entryJsonSchemaText(collection) })),
    { file: "content/BLOCKS.md", text: blocksReference() },
    { file: editorGuide, text: editorGuideText() },
    { file: "netlify.toml", text: netlifyConfig() },
    { file: appDrawingsFile, text: appDrawingsModule() },
    { file: videoDrawingsFile, text: appDrawingsModule("video") },
  ];
}
