declare module "virtual:site-content" {
  import type { SiteBundle } from "./content/site-content.ts";
  const content: SiteBundle;
  export default content;
}
