/**
 * The studio's left column: the pages (each with its route, and a dot while it has
 * unsaved edits), New page, and the site settings.
 */
import { useState } from "react";
import { homeRoute } from "../content/route-roles.ts";
import { currentData, type FileState } from "./store.ts";
import * as styles from "./styles.ts";

function pageName(file: FileState): string {
  const data = currentData(file) as { route?: string; title?: string } | null;
  if (data?.route === homeRoute) return "Home";
  return data?.title?.split(" — ")[0] || file.file.path.split("/").pop()!;
}

interface ContentNavProps {
  pages: readonly FileState[];
  site: FileState | undefined;
  selectedPath: string | undefined;
  onSelect(path: string): void;
  /** Makes the page as `npm run new-page` does; true when it was made. Absent for a read-only editor. */
  onCreatePage?(name: string): Promise<boolean>;
}

export function ContentNav({ pages, site, selectedPath, onSelect, onCreatePage }: ContentNavProps) {
  const [newPageName, setNewPageName] = useState<string>();
  return (
    <nav css={styles.panel} aria-label="Content">
      <h2 id="pages-heading">Pages</h2>
      <ul aria-labelledby="pages-heading">
        {pages.map((file) => (
          <li key={file.file.path}>
            <button type="button" css={styles.listButton} aria-current={selectedPath === file.file.path} onClick={() => onSelect(file.file.path)}>
              {pageName(file)}
              {file.changes.length > 0 && " •"}
              <small>{(currentData(file) as { route?: string } | null)?.route ?? file.file.path}</small>
            </button>
          </li>
        ))}
      </ul>
      {!onCreatePage ? null : newPageName === undefined ? (
        <button type="button" css={styles.button} style={{ marginTop: "0.5rem" }} onClick={() => setNewPageName("")}>
          New page
        </button>
      ) : (
        <form
          css={styles.field}
          style={{ marginTop: "0.5rem" }}
          onSubmit={(event) => {
            event.preventDefault();
            void onCreatePage(newPageName).then((created) => created && setNewPageName(undefined));
          }}
        >
          <label htmlFor="new-page-name">Page name</label>
          <span id="new-page-hint" css={styles.hint}>
            For example “Our team”: the page gets the route /our-team.
          </span>
          <input id="new-page-name" type="text" aria-describedby="new-page-hint" value={newPageName} onChange={(event) => setNewPageName(event.target.value)} autoFocus />
          <div style={{ display: "flex", gap: "0.5rem" }}>
            <button type="submit" css={styles.button}>
              Create page
            </button>
            <button type="button" css={styles.button} onClick={() => setNewPageName(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <h2 id="site-heading">Site</h2>
      {site && (
        <button type="button" css={styles.listButton} aria-current={selectedPath === site.file.path} onClick={() => onSelect(site.file.path)}>
          Site settings{site.changes.length > 0 && " •"}
          <small>brand, navigation, contact, footer</small>
        </button>
      )}
    </nav>
  );
}
