/**
 * Whether a build shows drafts and scheduled entries (marked) or leaves them out: a pull
 * request's deploy preview and branch deploys show them (Netlify's CONTEXT), as does a build
 * with CONTENT_PREVIEW=1; the production build, the one visitors get, leaves them out. Also
 * whether the build runs on a site host's schedule (the hourly rebuild that publishes
 * scheduled entries within the hour).
 */
export function isPreviewBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.CONTENT_PREVIEW === "1") return true;
  if (env.CONTENT_PREVIEW === "0") return false;
  return env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy";
}
