import type { Failure } from "./delivery.ts";

/** What the alert beside the button says: what happened, then what to do. Every field is kept in each case. */
export const failureText: Record<Failure, { happened: string; todo: string }> = {
  offline: {
    happened: "You're offline, so your message wasn't sent.",
    todo: "Everything you wrote is still here: send it again once you're back online.",
  },
  unreachable: {
    happened: "Your message couldn't reach us.",
    todo: "Everything you wrote is still here: check your connection and try again.",
  },
  timeout: {
    happened: "We got no answer within 10 seconds, so your message may not have arrived.",
    todo: "Everything you wrote is still here: try again. If it did arrive, the same message won't reach us twice; if you change it first, we'll get both versions.",
  },
  server: {
    happened: "Something went wrong on our side, and your message wasn't sent.",
    todo: "Everything you wrote is still here: try again in a minute.",
  },
  busy: {
    happened: "We've had too many messages in a short time, from your connection or from everyone, so this one wasn't accepted.",
    todo: "Everything you wrote is still here: try again later.",
  },
  refused: {
    happened: "One of your answers wasn't accepted.",
    todo: "Correct the field marked above, then send again.",
  },
};
