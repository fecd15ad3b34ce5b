import type { SerializedStyles } from "@emotion/react";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { useLocale } from "../../hooks/SiteContext.tsx";
import { localizedTarget, splitLocation, unlocalizedRoute } from "../../lib/hash-route.ts";
import { useFullLocation } from "../../routing/location.ts";
import { useLanguageRoutes } from "../../routing/PagesProvider.tsx";

/**
 * Links to the page shown in each other language, named in that language ("العربية",
 * "English"), keeping the section the visitor is at. Each opens that page's own document,
 * which brings the language's fonts, direction and head with it. Nothing shows on a site
 * with one language.
 */
export function LanguageSwitch({ linkStyle, onClick }: { linkStyle?: SerializedStyles; onClick?: () => void }) {
  const { locale, locales } = useLocale();
  const { route, anchor } = splitLocation(useFullLocation());
  const others = locales.filter((candidate) => candidate.code !== locale.code);
  const languageRoutes = useLanguageRoutes(route);
  if (others.length === 0) return null;
  const written = unlocalizedRoute(route, locale.prefix);
  const target = anchor ? `${written}#${anchor}` : written;
  return (
    <>
      {others.map((other) => (
        <SmartLink key={other.code} href={languageRoutes?.[other.code] ?? localizedTarget(target, other.prefix)} newDocument hrefLang={other.code} lang={other.code} dir={other.dir} css={linkStyle} onClick={onClick} data-language-switch={other.code}>
          {other.name}
        </SmartLink>
      ))}
    </>
  );
}
