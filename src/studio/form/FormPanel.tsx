/**
 * The form for what is selected: the site settings, a section, or the page's own
 * fields. It brings zod and every schema, so the studio loads it beside its first
 * screen rather than before it.
 */
import { pageSchema } from "../../content/page.ts";
import { siteSchema } from "../../content/site.ts";
import * as styles from "../styles.ts";
import { blockDescription, sectionSchemaFor } from "./fields.ts";
import { SchemaFields } from "./SchemaFields.tsx";

/** The page's own fields; its sections have their own forms. */
const pageFieldsSchema = pageSchema.omit({ sections: true });

interface FormPanelProps {
  kind: "site" | "page";
  /** The file's current value. */
  data: unknown;
  /** The selected section, with its place in the page. */
  section?: { index: number; value: { type?: string } };
  onPageSettings(): void;
}

export function FormPanel({ kind, data, section, onPageSettings }: FormPanelProps) {
  if (kind === "site") {
    return (
      <>
        <h2 id="form-heading">Site settings</h2>
        <SchemaFields schema={siteSchema} value={data} path={[]} />
      </>
    );
  }
  const schema = section ? sectionSchemaFor(section.value.type) : undefined;
  if (section && schema) {
    return (
      <>
        <h2 id="form-heading">
          Section {section.index + 1}: {section.value.type}
        </h2>
        <p css={styles.hint}>{blockDescription(String(section.value.type))}</p>
        <SchemaFields schema={schema} value={section.value} path={["sections", section.index]} />
        <button type="button" css={styles.button} onClick={onPageSettings}>
          Page settings
        </button>
      </>
    );
  }
  return (
    <>
      <h2 id="form-heading">Page settings</h2>
      <SchemaFields schema={pageFieldsSchema} value={data} path={[]} />
    </>
  );
}
