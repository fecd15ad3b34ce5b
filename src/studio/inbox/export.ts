/**
 * The CSV of everything the current filter finds, a keyset page at a time: each page is turned
 * into text and handed on before the next is asked for, so no more than one page of rows is
 * ever held, however many the filter finds.
 */
import { cursorAfter, type Cursor, type InboxApi, type InboxFilter } from "./api.ts";
import { byteOrderMark, csvRow } from "./csv.ts";
import { interestLabel, stateLabel } from "./words.ts";

export const exportPageSize = 1000;

const header = ["Received (UTC)", "Name", "Email", "Company", "Interest", "Message", "Page", "Language", "State", "Assigned to", "Last handled (UTC)"];

/** The CSV's text in pieces: the byte order mark and header first, then one piece per page. */
export async function* csvPieces(api: Pick<InboxApi, "page">, filter: InboxFilter, names: ReadonlyMap<string, string>, size = exportPageSize): AsyncGenerator<string> {
  yield byteOrderMark + csvRow(header);
  let cursor: Cursor | undefined;
  for (;;) {
    const page = await api.page(filter, cursor, size);
    if (page.length === 0) return;
    yield page
      .map((message) =>
        csvRow([
          message.received_at,
          message.name,
          message.email,
          message.company,
          interestLabel(message.interest),
          message.message,
          message.sent_from,
          message.language,
          stateLabel(message.state),
          message.assigned_to ? (names.get(message.assigned_to) ?? message.assigned_to) : "",
          message.handled_at,
        ]),
      )
      .join("");
    if (page.length < size) return;
    cursor = cursorAfter(page);
  }
}

/** The pieces as one file the browser keeps (on disk when large), never as one string. */
export async function csvBlob(pieces: AsyncIterable<string>): Promise<Blob> {
  let blob = new Blob([], { type: "text/csv;charset=utf-8" });
  for await (const piece of pieces) blob = new Blob([blob, piece], { type: blob.type });
  return blob;
}
