import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedCards } from "../../../scripts/prerender/card-cache.ts";

let folder: string;
beforeEach(() => {
  folder = join(mkdtempSync(join(tmpdir(), "card-cache-")), "share-cards");
});
afterEach(() => rmSync(join(folder, ".."), { recursive: true, force: true }));

const drawer = (label: string) => vi.fn(async () => [Buffer.from(`${label} site`), Buffer.from(`${label} about`)]);

describe("the share cards' cache", () => {
  it("draws once, then gives the same cards back while nothing they are drawn from changed", async () => {
    const draw = drawer("first");
    const first = await cachedCards(folder, ["words", Buffer.from("font")], 2, draw);
    const again = await cachedCards(folder, ["words", Buffer.from("font")], 2, drawer("never"));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(again).toEqual(first);
  });

  it("draws again when any input changes, and keeps only the latest set", async () => {
    await cachedCards(folder, ["words", Buffer.from("font")], 2, drawer("first"));
    const redraw = drawer("second");
    expect((await cachedCards(folder, ["words", Buffer.from("font v2")], 2, redraw)).map(String)).toEqual(["second site", "second about"]);
    expect(redraw).toHaveBeenCalledTimes(1);
    expect(readdirSync(folder)).toHaveLength(1);
    // Inputs are hashed one by one: moving text from one input to the next is a change too.
    const moved = drawer("third");
    await cachedCards(folder, ["wordsf", Buffer.from("ont v2")], 2, moved);
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it("draws again when a set is incomplete, and still gives cards when the folder can't be written", async () => {
    await cachedCards(folder, ["words"], 2, drawer("first"));
    const more = drawer("second");
    await cachedCards(folder, ["words"], 3, async () => [...(await more()), Buffer.from("third")]);
    expect(more).toHaveBeenCalledTimes(1);
    const aFile = join(folder, "..", "a-file");
    writeFileSync(aFile, "");
    const unwritable = join(aFile, "share-cards");
    expect((await cachedCards(unwritable, ["words"], 2, drawer("anyway"))).map(String)).toEqual(["anyway site", "anyway about"]);
    expect(existsSync(unwritable)).toBe(false);
  });
});
