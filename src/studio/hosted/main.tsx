/** The studio on the published site (`/studio/`): the page the build wrote (page-data.ts), then React. */
import "../zod-without-eval.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GlobalStyles } from "../../theme/GlobalStyles.tsx";
import { takeSignInReturn } from "./sign-in-return.ts";
import { HostedStudio } from "./HostedStudio.tsx";
import { NotConfigured } from "./NotConfigured.tsx";
import { readHostedCatalogue, readHostedConfig } from "./page-data.ts";
import { previewPaneIds } from "../shell.ts";
import { atInbox, StudioOrInbox } from "../inbox/StudioOrInbox.tsx";
import { framedByAnotherOrigin, showFramedRefusal } from "./frame-guard.ts";

function openStudio(): void {
  const config = readHostedConfig() ?? { brand: "Site", settings: null };
  const catalogue = readHostedCatalogue() ?? { icons: {}, blocks: [] };
  document.title = `${config.brand} Studio`;
  if (!config.settings) document.getElementById(previewPaneIds.pane)?.remove();
  // Before anything else: a sign-in code must not stay in the address, the history or a referrer.
  const arrival = takeSignInReturn();
  // A sign-in that comes back to the inbox's address is the inbox's (its own, through Supabase), not the editor's.
  const arrivedAtInbox = atInbox();

  createRoot(document.getElementById("studio")!).render(
    <StrictMode>
      <GlobalStyles />
      <StudioOrInbox
        mode="hosted"
        brand={config.brand}
        arrival={arrivedAtInbox ? arrival : undefined}
        studio={config.settings ? <HostedStudio settings={config.settings} catalogue={catalogue} arrival={arrivedAtInbox ? undefined : arrival} /> : <NotConfigured brand={config.brand} />}
      />
    </StrictMode>,
  );
}

// Inside another site's frame, nothing of the studio runs: no token read, no sign-in taken, no editor drawn (frame-guard.ts).
if (framedByAnotherOrigin(window)) showFramedRefusal(window);
else openStudio();
