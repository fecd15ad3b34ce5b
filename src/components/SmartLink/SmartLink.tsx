import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { useFullLocation, useRouteLocation } from "../../routing/location.ts";
import { usePrefetch } from "../../routing/PagesProvider.tsx";
import { linkHandlers } from "../../lib/follow-link.ts";
import { isInternalHref, opensInNewTab, resolveInternalHref, routeForms } from "../../lib/hash-route.ts";
import { useOptionalSite } from "../../hooks/SiteContext.tsx";

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A content href: route, route#anchor, #anchor, https:, mailto: or tel:. */
  href: string;
  /** Open the target's own document instead of moving inside the app (the language switch: each language's document brings its own fonts and head). */
  newDocument?: boolean;
  children: ReactNode;
}

/**
 * The one place content links become real `<a href>` elements. Internal links are
 * written as the page's own document (`about/`, relative to the site's root), which a
 * crawler or a visitor without JavaScript follows; a plain click moves the app to the
 * hash address instead (`#/about`), with no new document. External links open in a new
 * tab without access to this page.
 */
export function SmartLink({ href, children, onClick, newDocument = false, ...rest }: SmartLinkProps) {
  const [route] = useRouteLocation();
  const newTabWords = useOptionalSite()?.words.newTab ?? "(opens in a new tab)";
  const location = useFullLocation();
  const prefetch = usePrefetch();

  if (!isInternalHref(href)) {
    const newTab = opensInNewTab(href);
    return (
      <a href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest} onClick={onClick}>
        {children}
        {newTab && <span className="visually-hidden"> {newTabWords}</span>}
      </a>
    );
  }

  const target = resolveInternalHref(href, route);
  // The same handlers a static section answers for its plain links with (follow-link.ts).
  const handlers = linkHandlers({ targetOf: () => target, location, prefetch });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!newDocument) handlers.onClick(event);
  };

  return (
    <a href={routeForms(target).path} {...rest} {...handlers} onClick={handleClick}>
      {children}
    </a>
  );
}
