import { useEffect, useState } from "react";
import { useRouteLocation } from "../../routing/location.ts";
import { authConfig } from "../../auth/config.ts";
import { clearAuthCallback, pendingAuthCallback } from "../../auth/pending-callback.ts";

/** How long the landing shows when there is nothing to process, so it reads as a step, not a flicker. */
export const briefLandingMs = 800;

export type SignInView = "processing" | "failed";

/**
 * Drives the auth landing: completes a sign-in with supabase-js (loaded only
 * here), then goes home on SIGNED_IN with a session or on SIGNED_OUT. With
 * nothing to process, or no auth configured, it goes home after a moment.
 */
export function useSignIn(): SignInView {
  const [, navigate] = useRouteLocation();
  const [callback] = useState(pendingAuthCallback);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (callback?.kind === "error") {
      clearAuthCallback();
      return;
    }
    let cancelled = false;
    let stop: (() => void) | undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const goHome = (delay = 0) => {
      timers.push(
        setTimeout(() => {
          if (cancelled) return;
          clearAuthCallback();
          navigate("/", { replace: true });
        }, delay),
      );
    };

    const config = authConfig();
    if (!config) {
      goHome(briefLandingMs);
    } else {
      import("../../auth/complete-sign-in.ts")
        .then(({ completeSignIn }) =>
          completeSignIn(config, callback, (outcome) => {
            if (cancelled) return;
            if (outcome === "failed") {
              clearAuthCallback();
              setFailed(true);
            } else {
              goHome(outcome === "nothing-to-do" ? briefLandingMs : 0);
            }
          }),
        )
        .then((unsubscribe) => {
          if (cancelled) unsubscribe();
          else stop = unsubscribe;
        })
        .catch(() => {
          // The auth code couldn't load (offline): say so rather than spin.
          if (!cancelled) setFailed(true);
        });
    }
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
      stop?.();
    };
  }, [callback, navigate]);

  return callback?.kind === "error" || failed ? "failed" : "processing";
}
