import type { Words } from "../../content/words.ts";
import type { Failure } from "./delivery.ts";

/** What the alert beside the button says, in the page's language: what happened, then what to do. Every field is kept in each case. */
export function failureText(failure: Failure, words: Words): { happened: string; todo: string } {
  const text: Record<Failure, { happened: string; todo: string }> = {
    offline: { happened: words.formOffline, todo: words.formOfflineTodo },
    unreachable: { happened: words.formUnreachable, todo: words.formUnreachableTodo },
    timeout: { happened: words.formTimeout, todo: words.formTimeoutTodo },
    server: { happened: words.formServer, todo: words.formServerTodo },
    busy: { happened: words.formBusy, todo: words.formBusyTodo },
    refused: { happened: words.formRefused, todo: words.formRefusedTodo },
  };
  return text[failure];
}
