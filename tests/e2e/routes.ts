import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";

export interface PageFile {
  file: string;
  route: string;
  title: string;
  sections: { type: string; title?: string; id?: string }[];
}

/** Every page file, read directly so tests follow the content rather than repeat it. */
export const pageFiles: PageFile[] = readdirSync("content/pages")
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => ({ file: name, ...(parse(readFileSync(`content/pages/${name}`, "utf8")) as Omit<PageFile, "file">) }));

/** The address to visit for a page; the not-found page is reached through any unknown route. */
export function urlOf(page: PageFile): string {
  return page.route === "*" ? "./#/this-page-does-not-exist" : `./#${page.route}`;
}
