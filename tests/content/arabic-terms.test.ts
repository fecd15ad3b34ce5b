import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The Arabic speaks of one thing in one way on every page, news entry and control: each
 * concept has one term, and the other wordings a reader met before are refused here, with
 * the term to write instead.
 */
const root = resolve(import.meta.dirname, "../..");
const arabicFolder = join(root, "content/ar");

const refused: { wording: RegExp; write: string }[] = [
  { wording: /خلط|مخلوط/u, write: "المزج، ممزوج، مكوّن المزج، محطة المزج (blending)" },
  { wording: /سلسلة التوريد|سلسلة توريد|سلاسل التوريد|سلاسل توريد/u, write: "سلسلة الإمداد (supply chain)" },
  { wording: /المعالجة الأولية/u, write: "المعالجة المسبقة (pre-processing)" },
  { wording: /(معيار|معايير) ASTM/u, write: "مواصفة ASTM D7566 (a specification)" },
  { wording: /(خطة|خطةُ|خطط|خطةٍ) (اعتماد|مثل)/u, write: "نظام اعتماد، أنظمة اعتماد (certification schemes)" },
  { wording: /(برنامج|إطار) (ICAO )?CORSIA/u, write: "«خطة التعويض عن الكربون وخفضه للطيران الدولي (CORSIA)», then CORSIA" },
  { wording: /صافي الانبعاثات/u, write: "الحياد المناخي, or الحياد الكربوني for IATA's CO2 goal (net zero)" },
  { wording: /المسؤولية الاجتماعية/u, write: "المسؤولية المجتمعية للشركات (CSR)" },
  { wording: /والمؤسسية/u, write: "البيئة والمجتمع والحوكمة (ESG)" },
  { wording: /CO2|CO₂/u, write: "ثاني أكسيد الكربون، مكافئ ثاني أكسيد الكربون" },
  { wording: /تحويل الطاقة إلى سائل(?!\p{L})/u, write: "تحويل الطاقة إلى سوائل (Power-to-Liquid)" },
  { wording: /الجمعيات/u, write: "اتحادات القطاع (industry associations)" },
  { wording: /مزودو|مزودي|مزوّدو التقنية(?!\p{L})/u, write: "مزوّدو التقنيات (technology providers)" },
  { wording: /المنبع/u, write: "من المصدر حتى جناح الطائرة (source to wing)" },
  { wording: /الرؤى|رؤية وتحليل/u, write: "تحليل، التحليلات (insight, insights)" },
  { wording: /اليوم الوطني/u, write: "عيد الاتحاد (UAE National Day)" },
  { wording: /عنوان الإنترنت/u, write: "عنوان IP (IP address)" },
  { wording: /اتصل بنا(?! هاتفيًا)/u, write: "تواصل معنا (Contact); «اتصل بنا هاتفيًا» only for the phone" },
  { wording: /نموذج الاتصال|صفحة الاتصال/u, write: "نموذج التواصل، صفحة التواصل (the Contact page is «تواصل معنا»)" },
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)]));
}

/** The Arabic a reader sees: each file's lines, without the comments and fingerprints written for editors. */
const arabicLines = filesUnder(arabicFolder).flatMap((path) =>
  readFileSync(path, "utf8")
    .split("\n")
    .map((text, index) => ({ at: `${relative(root, path)}:${index + 1}`, text }))
    .filter(({ text }) => !/^\s*#(?!#)/.test(text)),
);

describe("the Arabic's terms", () => {
  it("uses one term per concept everywhere: no wording the glossary refuses", () => {
    const found = refused.flatMap(({ wording, write }) => arabicLines.filter(({ text }) => wording.test(text)).map(({ at, text }) => `${at}: "${text.trim()}" (write ${write})`));
    expect(found).toEqual([]);
  });

  it("writes millions in words: no figure on an Arabic page carries a Latin M or K", () => {
    const pages = readdirSync(join(arabicFolder, "pages")).map((name) => parse(readFileSync(join(arabicFolder, "pages", name), "utf8")) as { sections: { items?: { suffix?: string; prefix?: string }[] }[] });
    const marks = pages.flatMap((page) => page.sections.flatMap((section) => section.items ?? [])).flatMap((item) => [item.prefix, item.suffix]);
    expect(marks.filter((mark) => mark && /[A-Za-z]/.test(mark))).toEqual([]);
    expect(arabicLines.filter(({ text }) => /\d\s?[MK]\b/.test(text)).map(({ at }) => at)).toEqual([]);
  });

  it("has every news entry in Arabic", () => {
    const english = readdirSync(join(root, "content/news")).filter((name) => name.endsWith(".md"));
    expect(english.filter((name) => !existsSync(join(arabicFolder, "news", name)))).toEqual([]);
  });
});
