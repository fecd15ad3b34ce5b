/**
 * Where a form's draft is kept (draft.ts): apart, so the page script (src/islands/page-runtime.ts)
 * can ask whether there is one without the rest of the form's code.
 */
const prefix = "contact-draft:";

/** One draft per form: the route and the form's id (or its field names) tell forms apart. */
export function draftKey(route: string, formId: string): string {
  return `${prefix}${route}#${formId}`;
}

/**
 * Whether a form on `route` has a draft kept: the page script then starts the app at once, so
 * the form shows what the visitor typed before the reload. Storage refused: none.
 */
export function hasDraftOn(route: string): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) if (localStorage.key(index)?.startsWith(`${prefix}${route}#`)) return true;
  } catch {
    // Storage missing or refused (private modes, blocked cookies): no draft to bring back.
  }
  return false;
}
