/**
 * The studio holds an editor's GitHub token and a Publish button, so another site that frames
 * it could lead a visitor's clicks onto them. Where the host sends the studio's headers
 * (scripts/prerender/headers.ts: frame-ancestors 'self', X-Frame-Options: SAMEORIGIN) the
 * browser refuses such a frame itself; GitHub Pages sends no headers, and a <meta> policy
 * cannot say frame-ancestors. So the studio looks for itself, first, on every host: inside a
 * frame from another origin it reads no token, draws no editor and only says where it works.
 * Its own preview frame is a document of the same origin, and unaffected.
 */
import { framedRefusalAttribute } from "../shell.ts";

/** Whether `view` is shown inside a frame whose page, or any page further up, is of another origin. */
export function framedByAnotherOrigin(view: Window): boolean {
  for (let frame = view; frame.parent !== frame; frame = frame.parent) {
    try {
      if (frame.parent.location.origin !== view.location.origin) return true;
    } catch {
      // Another origin's location cannot be read at all.
      return true;
    }
  }
  return false;
}

/**
 * Replaces the whole page (the preview pane and the build's data too) with a plain message and a
 * link that opens the studio in a tab of its own: a new one, which a frame may open on a click,
 * without the address's query, where a sign-in's code would be.
 */
export function showFramedRefusal(view: Window): void {
  const document = view.document;
  const heading = document.createElement("h1");
  heading.textContent = "The studio works only in its own tab";
  const reason = document.createElement("p");
  reason.textContent = "It does not open inside another site's page, so that no other site can lead your clicks to Save or Publish.";
  const link = document.createElement("a");
  link.href = `${view.location.origin}${view.location.pathname}`;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = "Open the studio in a new tab";
  const paragraph = document.createElement("p");
  paragraph.append(link);
  const main = document.createElement("main");
  main.append(heading, reason, paragraph);
  document.body.replaceChildren(main);
  document.body.setAttribute(framedRefusalAttribute, "");
}
