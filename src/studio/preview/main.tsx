import { createRoot } from "react-dom/client";
import { PreviewApp } from "./PreviewApp.tsx";

// No StrictMode here: it would draw the page twice on every keystroke, and the site's own dev
// server already runs the same components under it.
createRoot(document.getElementById("root")!).render(<PreviewApp />);
