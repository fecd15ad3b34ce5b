import { describe, expect, it } from "vitest";
import { noFilter, type Cursor, type InboxMessage } from "../../../../src/studio/inbox/api.ts";
import { csvCell } from "../../../../src/studio/inbox/csv.ts";
import { csvBlob, csvPieces } from "../../../../src/studio/inbox/export.ts";
import { notificationWords } from "../../../../src/studio/inbox/words.ts";

const hostile: InboxMessage = {
  id: 7,
  received_at: "2026-12-01T10:42:00.000Z",
  name: '=HYPERLINK("http://evil.example","Click")',
  email: "+44@example.com",
  company: "-2+3, \"Quoted\" Ltd",
  interest: "other",
  message: "@SUM(A1:A9)\r\nسطر ثانٍ, \"مقتبس\"\nthird line",
  sent_from: "/ar/contact",
  language: "ar",
  state: "new",
  assigned_to: null,
  handled_by: null,
  handled_at: null,
  notification_state: "sent",
  notification_attempts: 1,
  notification_next_attempt_at: null,
  notification_last_error: null,
  notification_sent_at: "2026-12-01T10:42:20.000Z",
  notification_channels: ["email"],
};

describe("the inbox's CSV", () => {
  it("opens as text in a spreadsheet: BOM, every would-be formula prefixed, quotes doubled, newlines kept inside quotes, Arabic in UTF-8", async () => {
    const blob = await csvBlob(csvPieces({ page: async (_filter, cursor) => (cursor ? [] : [hostile]) }, noFilter, new Map()));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header, row] = text.slice(1).split(/\r\n(?=")/);
    expect(header).toMatch(/^"Received \(UTC\)","Name","Email",/);
    expect(row).toBe(
      [
        '"2026-12-01T10:42:00.000Z"',
        `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
        `"'+44@example.com"`,
        `"'-2+3, ""Quoted"" Ltd"`,
        '"Other inquiry"',
        `"'@SUM(A1:A9)\r\nسطر ثانٍ, ""مقتبس""\nthird line"`,
        '"/ar/contact"',
        '"ar"',
        '"New"',
        '""',
        '""\r\n',
      ].join(","),
    );
    // The Arabic is UTF-8 itself: "سطر" is D8 B3 D8 B7 D8 B1.
    expect(Buffer.from(bytes).includes(Buffer.from([0xd8, 0xb3, 0xd8, 0xb7, 0xd8, 0xb1]))).toBe(true);
    // No cell anywhere starts with a formula character once its quote is opened.
    expect(text.match(/(^|,)"[=+\-@\t\r]/gm)).toBeNull();
  });

  it("neutralizes a tab or carriage return at the start too, and leaves other text alone", () => {
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("Ada = Lovelace")).toBe('"Ada = Lovelace"');
    expect(csvCell(null)).toBe('""');
  });

  it("asks for one keyset page at a time, each after the last row of the one before, and stops at a short page", async () => {
    const asked: (Cursor | undefined)[] = [];
    const rows = Array.from({ length: 2500 }, (_, index) => ({ ...hostile, id: 2500 - index, received_at: new Date(Date.UTC(2026, 11, 1) - index * 1000).toISOString() }));
    const pieces: string[] = [];
    for await (const piece of csvPieces(
      {
        page: async (_filter, cursor, size = 25) => {
          asked.push(cursor);
          const start = cursor ? rows.findIndex((row) => row.id === cursor.id) + 1 : 0;
          return rows.slice(start, start + size);
        },
      },
      noFilter,
      new Map(),
      1000,
    )) {
      pieces.push(piece);
    }
    expect(asked).toEqual([undefined, { receivedAt: rows[999]!.received_at, id: rows[999]!.id }, { receivedAt: rows[1999]!.received_at, id: rows[1999]!.id }]);
    expect(pieces).toHaveLength(4);
  });
});

describe("a notification in words", () => {
  it("says when it was emailed, or why not yet and when the next try is, in London time", () => {
    expect(notificationWords(hostile)).toBe("Emailed to the team at 10:42 London.");
    const retrying = { ...hostile, notification_state: "pending" as const, notification_attempts: 2, notification_last_error: "the mail service refused it (503)", notification_next_attempt_at: "2026-12-01T11:00:00Z" };
    expect(notificationWords(retrying)).toBe("Not delivered yet: the mail service refused it (503); retrying at 11:00 London.");
    expect(notificationWords({ ...hostile, received_at: "2026-07-01T09:00:00Z", notification_state: "sent", notification_sent_at: "2026-07-01T09:00:10Z" })).toBe("Emailed to the team at 10:00 London.");
  });
});
