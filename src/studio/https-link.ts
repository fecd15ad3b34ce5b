/** A link from an answer the studio did not write (a check's page, a commit): shown only when it is https. */
export function httpsOnly(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}
