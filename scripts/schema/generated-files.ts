import { blocksReference } from "./blocks-reference.ts";
import { jsonSchemaText, schemaFiles } from "./json-schema.ts";

/** Every file `npm run schema` writes, with its expected text (paths from the project root). */
export function generatedFiles(): { file: string; text: string }[] {
  return [
    { file: schemaFiles.page.file, text: jsonSchemaText("page") },
    { file: schemaFiles.site.file, text: jsonSchemaText("site") },
    { file: "content/BLOCKS.md", text: blocksReference() },
  ];
}
