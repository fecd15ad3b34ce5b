import type { Change } from "./editing/changes.ts";
import { studioApi, type Refusal, type StudioContent, type StudioFile, type StudioProblem, type ValidateRequest } from "./protocol.ts";

/** A request the dev server refused, with its sentence for the editor. */
export class RefusedError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: Refusal,
  ) {
    super(refusal.message);
  }
}

/** One dev-server endpoint; `fetcher` lets a test answer with the real service. */
export async function call<T>(action: string, body?: unknown, fetcher: typeof fetch = (...args) => fetch(...args)): Promise<T> {
  const response = await fetcher(`${studioApi}/${action}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T | Refusal;
  if (!response.ok) throw new RefusedError(response.status, answer as Refusal);
  return answer as T;
}

export const loadContent = () => call<StudioContent>("content");
export const validate = (edits: ValidateRequest["edits"], media: string[] = []) => call<{ problems: StudioProblem[] }>("validate", { edits, ...(media.length > 0 ? { media } : {}) });
export const save = (path: string, version: string, changes: Change[]) => call<StudioFile>("save", { path, version, changes });
export const createPage = (name: string) => call<StudioFile>("new-page", { name });

/** Opens a file at a line in the developer's code editor, through Vite's open-in-editor. */
export function openInEditor(root: string, path: string, line: number): void {
  void fetch(`/__open-in-editor?file=${encodeURIComponent(`${root}/${path}:${line}`)}`);
}
