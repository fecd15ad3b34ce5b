import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { takeAuthCallbackFromAddress } from "./auth/pending-callback.ts";

// Before the router reads the address: an auth redirect's tokens leave the URL here.
takeAuthCallbackFromAddress();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
