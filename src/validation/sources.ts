/** A file under content/, with the path editors see in messages (relative, forward slashes). */
export interface SourceFile {
  path: string;
  text: string;
  kind: "site" | "page" | "stray";
}

export const contentFolder = "content";
export const siteFile = `${contentFolder}/site.yaml`;
export const pagesFolder = `${contentFolder}/pages`;
