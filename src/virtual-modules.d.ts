/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path; a type query is the way to name the type. */
declare module "virtual:site-content" {
  const content: import("./content/site-content.ts").SiteBundle;
  export default content;
}

declare module "virtual:block-gallery" {
  const gallery: import("./dev/gallery-content.ts").GalleryContent;
  export default gallery;
}
