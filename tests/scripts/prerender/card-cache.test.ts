import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedCards, type CachedCard, type CardDrawer } from "../../../scripts/prerender/card-cache.ts";

let folder: string;
beforeEach(() => {
  folder = join(mkdtempSync(join(tmpdir(), "card-cache-")), "share-cards");
});
afterEach(() => rmSync(join(folder, ".."), { recursive: true, force: true }));

/** A drawer that "draws" each asked card as `<label> <its input>`, and remembers which it was asked for. */
function drawer(label: string, inputs: readonly string[]) {
  const asked: number[][] = [];
  const draw: CardDrawer = vi.fn(async (positions, drawn) => {
    asked.push([...positions]);
    for (const position of positions) drawn(position, Buffer.from(`${label} ${inputs[position]}`));
  });
  return { draw, asked };
}

const text = (card: CachedCard | undefined) => String(typeof card === "string" ? readFileSync(card) : card);

describe("the share cards' cache", () => {
  it("draws each card once, then gives it back while nothing it is drawn from changed", async () => {
    const inputs = ["site", "about"];
    const first = drawer("first", inputs);
    const drawn = await cachedCards(folder, [Buffer.from("font")], inputs, first.draw);
    expect(first.asked).toEqual([[0, 1]]);
    const again = drawer("never", inputs);
    const reused = await cachedCards(folder, [Buffer.from("font")], inputs, again.draw);
    expect(again.asked).toEqual([[]]);
    expect(reused.map(text)).toEqual(drawn.map(text));
    expect(reused.map(text)).toEqual(["first site", "first about"]);
  });

  it("draws only the cards whose own words changed, and keeps only the cards last asked for", async () => {
    await cachedCards(folder, ["engine"], ["site", "about", "news"], drawer("first", ["site", "about", "news"]).draw);
    const changed = ["site", "about us"];
    const second = drawer("second", changed);
    const cards = await cachedCards(folder, ["engine"], changed, second.draw);
    expect(second.asked).toEqual([[1]]);
    expect(cards.map(text)).toEqual(["first site", "second about us"]);
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it("draws every card again when what draws them all changes", async () => {
    await cachedCards(folder, ["engine", Buffer.from("font")], ["site"], drawer("first", ["site"]).draw);
    const redraw = drawer("second", ["site"]);
    expect((await cachedCards(folder, ["engine", Buffer.from("font v2")], ["site"], redraw.draw)).map(text)).toEqual(["second site"]);
    // Inputs are hashed one by one: moving bytes from one input to the next is a change too.
    const moved = drawer("third", ["site"]);
    await cachedCards(folder, ["enginef", Buffer.from("ont v2")], ["site"], moved.draw);
    expect(moved.asked).toEqual([[0]]);
  });

  it("still gives the cards when the folder can't be written", async () => {
    const aFile = join(folder, "..", "a-file");
    writeFileSync(aFile, "");
    const unwritable = join(aFile, "share-cards");
    const cards = await cachedCards(unwritable, ["engine"], ["site", "about"], drawer("anyway", ["site", "about"]).draw);
    expect(cards.map(text)).toEqual(["anyway site", "anyway about"]);
    expect(cards.every(Buffer.isBuffer)).toBe(true);
    expect(existsSync(unwritable)).toBe(false);
  });
});
