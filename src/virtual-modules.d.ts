declare module "virtual:site-content" {
  import type { SiteContent } from "./content/site-content.ts";
  const content: SiteContent;
  export default content;
}
