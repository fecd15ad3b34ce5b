import { Suspense, use, useEffect, type ReactNode } from "react";
import { chromeIslands } from "../render/page-committed.ts";
import { chromeGate, islandHydrated } from "./island-gates.ts";
import { islandAttribute } from "./markers.ts";

/** Waits for the island's gate while the page is being adopted; nothing otherwise. */
function Gate({ name }: { name: string }) {
  const gate = chromeGate(name);
  if (gate) use(gate);
  return null;
}

function Committed({ name }: { name: string }) {
  useEffect(() => {
    chromeIslands.committed(name);
    islandHydrated(name);
  }, [name]);
  return null;
}

/**
 * A part of the page's chrome (the header with its menu and language switch, the footer) as an
 * island of its own: when the app adopts a prerendered page, it is hydrated apart from the page,
 * once the visitor scrolls, points at, touches or tabs into it, or the browser is idle
 * (island-gates.ts); until then it is its prerendered HTML, whose links work as links.
 */
export function ChromeIsland({ name, children }: { name: string; children: ReactNode }) {
  chromeIslands.await(name);
  return (
    <div {...{ [islandAttribute]: name }}>
      <Suspense fallback={null}>
        <Gate name={name} />
        {children}
        <Committed name={name} />
      </Suspense>
    </div>
  );
}
