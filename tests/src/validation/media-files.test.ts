import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMediaLibrary } from "../../../scripts/content/media-library.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { edit, only, siteSources, validHome } from "../../fixtures/content.ts";

const heroWithPicture = (src: string) => edit(validHome, "    title: Fueling a Greener Tomorrow\n", `    title: Fueling a Greener Tomorrow\n    image:\n      src: ${src}\n      alt: A tanker refuelling a jet at dawn\n`);
const library = new Map([
  ["/media/hero-poster.svg", 1_400],
  ["/media/team-london.jpg", 310_000],
  ["/media/plant.jpg", 900_000],
]);

function problemsWith(src: string) {
  return validateSources(siteSources({ "content/pages/home.yaml": heroWithPicture(src) }), { media: library }).problems;
}

describe("local media files", () => {
  it("refuses a local picture that is not in public/, at its line, with the nearest file", () => {
    const problem = only(problemsWith("/media/team-londn.jpg"));
    expect(problem).toMatchObject({ file: "content/pages/home.yaml", line: 8, column: 12, severity: "error", code: "missing-media-file", suggestion: "/media/team-london.jpg" });
    expect(problem.message).toBe('There is no file public/media/team-londn.jpg. Put the file in public/media/, or correct the path: did you mean "/media/team-london.jpg"?');
  });

  it("says where to put a file when nothing is close", () => {
    const problem = only(problemsWith("/media/partners/map.png"));
    expect(problem.message).toBe("There is no file public/media/partners/map.png. Put the file in public/media/partners/, or correct the path.");
    expect(problem.suggestion).toBeUndefined();
  });

  it("warns about a picture over 500 KB, with what to do", () => {
    const problem = only(problemsWith("/media/plant.jpg"));
    expect(problem).toMatchObject({ severity: "warning", code: "large-media-file", line: 8 });
    expect(problem.message).toBe("public/media/plant.jpg is 879 KB. Pictures over 500 KB slow the page down: export it at most 2,400 px wide, as JPEG at quality 80 or as WebP, which usually brings a photo under 400 KB.");
  });

  it("accepts files that exist, and never checks remote addresses", () => {
    expect(problemsWith("/media/team-london.jpg")).toEqual([]);
    expect(problemsWith("https://images.unsplash.com/photo-1?w=1200")).toEqual([]);
  });

  it("leaves media unchecked when no library is given (content checked in memory, as the editor tools do)", () => {
    expect(validateSources(siteSources({ "content/pages/home.yaml": heroWithPicture("/media/nowhere.jpg") })).problems).toEqual([]);
  });
});

describe("readMediaLibrary", () => {
  const publicDir = mkdtempSync(join(tmpdir(), "media-library-"));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("lists every file under public/ by its address on the site, with its size", () => {
    mkdirSync(join(publicDir, "media/team"), { recursive: true });
    writeFileSync(join(publicDir, "favicon.svg"), "<svg/>");
    writeFileSync(join(publicDir, "media/team/ceo.jpg"), Buffer.alloc(2048));
    expect(readMediaLibrary(publicDir)).toEqual(new Map([["/favicon.svg", 6], ["/media/team/ceo.jpg", 2048]]));
    expect(readMediaLibrary(join(publicDir, "missing")).size).toBe(0);
  });
});
