/**
 * New articles not saved yet, kept in this browser as the other unsaved edits are (store.ts):
 * a closed tab or a reload gives them back, with their edits. Once saved, or deleted, they
 * leave the list. Kept per scope, so one repository's or editor's never reach another's.
 */
import type { Change } from "../editing/changes.ts";
import type { FileState } from "../store.ts";

export interface KeptArticle {
  path: string;
  /** The article's first text, as New article made it. */
  text: string;
  changes: Change[];
}

export function newArticlesKey(scope = ""): string {
  return scope === "" ? "studio:new-articles" : `studio:new-articles:${scope}`;
}

export function keptArticles(scope = ""): KeptArticle[] {
  try {
    const stored = JSON.parse(localStorage.getItem(newArticlesKey(scope)) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((item): item is KeptArticle => typeof item?.path === "string" && typeof item.text === "string" && Array.isArray(item.changes)) : [];
  } catch {
    return [];
  }
}

export function keepArticles(files: readonly FileState[], scope = ""): void {
  const kept: KeptArticle[] = files.filter((file) => file.file.isNew).map((file) => ({ path: file.file.path, text: file.file.text, changes: file.changes }));
  try {
    if (kept.length === 0) localStorage.removeItem(newArticlesKey(scope));
    else localStorage.setItem(newArticlesKey(scope), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the article still lives in this tab.
  }
}
