/**
 * The studio's page shows the editor, or the team's inbox at its own address (#/inbox). The
 * inbox's code is a chunk of its own, loaded only when that address is opened; the editor's
 * first load carries none of it.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { previewPaneIds } from "../shell.ts";
import type { InboxEntryProps } from "./InboxEntry.tsx";

const inboxHash = "#/inbox";
const InboxEntry = lazy(() => import("./InboxEntry.tsx"));

/** Whether the page's address is the inbox's. */
export const atInbox = () => window.location.hash === inboxHash || window.location.hash.startsWith(`${inboxHash}/`);

const subscribe = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

export function StudioOrInbox({ studio, ...inbox }: InboxEntryProps & { studio: ReactNode }) {
  const inInbox = useSyncExternalStore(subscribe, atInbox);
  useEffect(() => {
    const pane = document.getElementById(previewPaneIds.pane);
    // Back in the editor on the published studio, HostedStudio shows the pane once signed in.
    if (pane && (inInbox || inbox.mode === "dev")) pane.hidden = inInbox;
  }, [inInbox, inbox.mode]);
  if (!inInbox) return studio;
  return (
    <Suspense fallback={<p role="status">Opening the inbox…</p>}>
      <InboxEntry {...inbox} />
    </Suspense>
  );
}
