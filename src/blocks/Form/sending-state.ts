import type { Failure } from "./delivery.ts";

/** Words to show at fields, by field name. */
export type FieldProblems = Record<string, string>;

/**
 * A form that sends, from the visitor's side:
 *   editing -> sending (Send) -> delivered (the confirmation; final)
 *                             -> failed (alert beside the button, every field kept) -> sending (Send again)
 *   editing -> editing with problems (the browser-side check; nothing sent)
 *   editing -> delivered (no backend configured, or a bot: nothing is sent)
 * A send while sending is ignored, so a double click sends once.
 */
export type SendState =
  | { phase: "editing"; problems: FieldProblems }
  | { phase: "sending"; problems: FieldProblems }
  | { phase: "failed"; failure: Failure; problems: FieldProblems }
  | { phase: "delivered" };

export type SendEvent =
  | { type: "send" }
  | { type: "delivered" }
  | { type: "failed"; failure: Failure; problems?: FieldProblems }
  | { type: "checked"; problems: FieldProblems }
  | { type: "edited"; field: string };

export const startEditing: SendState = { phase: "editing", problems: {} };

export function nextState(state: SendState, event: SendEvent): SendState {
  if (state.phase === "delivered") return state;
  switch (event.type) {
    case "send":
      return state.phase === "sending" ? state : { phase: "sending", problems: {} };
    case "delivered":
      // Also straight from editing: without a backend, and for a bot, that is all that happens.
      return { phase: "delivered" };
    case "failed":
      return state.phase === "sending" ? { phase: "failed", failure: event.failure, problems: event.problems ?? {} } : state;
    case "checked":
      return state.phase === "sending" ? state : { phase: "editing", problems: event.problems };
    case "edited": {
      // A corrected field loses its mark; the alert stays until the next send.
      if (!(event.field in state.problems)) return state;
      const { [event.field]: _corrected, ...rest } = state.problems;
      return { ...state, problems: rest };
    }
  }
}
