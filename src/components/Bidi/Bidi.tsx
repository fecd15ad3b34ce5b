import { useLocale } from "../../hooks/SiteContext.tsx";
import { ltrRuns } from "../../lib/ltr-runs.ts";

/**
 * Text whose figures, Latin names and addresses keep their left-to-right order inside a
 * right-to-left page, each isolated in a `<bdi dir="ltr">`. Left-to-right pages get the
 * text as it is.
 */
export function Bidi({ text }: { text: string | undefined }) {
  const { locale } = useLocale();
  if (text === undefined) return null;
  if (locale.dir !== "rtl") return text;
  return ltrRuns(text).map((run, index) =>
    typeof run === "string" ? (
      run
    ) : (
      <bdi key={index} dir="ltr">
        {run.ltr}
      </bdi>
    ),
  );
}
