import { sectionTitle, type BlockMeta } from "../block-meta.ts";

export const tableMeta = {
  title: "Table block",
  component: "Table/Table.tsx",
  outline: sectionTitle,
  paintsFirst: false,
  // Lazy: home has no table, so it should not pay for one.
  lazy: true,
  // Static: a table; its scroll shade is CSS.
  hydration: "static",
  landing: false,
} satisfies BlockMeta<"table">;
