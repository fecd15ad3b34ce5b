/** A failed load or save in the editor's words. */
import { StoreFailure } from "./store/content-store.ts";

const clock = (date: Date) => date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

export function failureText(error: unknown): string {
  if (!(error instanceof StoreFailure)) return error instanceof Error ? error.message : String(error);
  switch (error.kind) {
    case "rate-limited":
      return error.details.resetAt
        ? `GitHub's limit on requests is used up until ${clock(error.details.resetAt)}. Try again after that.`
        : "GitHub's limit on requests is used up for now. Try again in a few minutes.";
    case "signed-out":
      return "GitHub no longer accepts your sign-in. Sign in again to go on.";
    default:
      return error.message;
  }
}
