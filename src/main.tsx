import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { takeAuthCallbackFromAddress } from "./auth/pending-callback.ts";

// Before the router reads the address: an auth redirect's tokens leave the URL here.
takeAuthCallbackFromAddress();

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const isHome = /^#?\/?$/.test(window.location.hash);

// dist/index.html carries the home page prerendered: adopt it there, render afresh elsewhere.
if (isHome && container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: taps and scrolls stay responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
document.documentElement.classList.remove("route-pending");
// A hook for browser tests and styles that need to know the page is interactive.
document.documentElement.dataset.app = "running";
