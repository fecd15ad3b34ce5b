import { useEffect, useRef } from "react";
import { Button } from "../../components/Button/Button.tsx";
import { close, menu as menuDrawing } from "../../components/Icon/drawings.ts";
import { Glyph } from "../../components/Icon/Glyph.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import type { Site } from "../../content/site.ts";
import { splitLocation } from "../../lib/hash-route.ts";
import { useWords } from "../../hooks/SiteContext.tsx";
import { fillWord } from "../../lib/fill-word.ts";
import { fieldMark } from "../../lib/field-mark.ts";
import { useRouteLocation } from "../../routing/location.ts";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch.tsx";
import { watchHeaderScroll } from "../header-scroll.ts";
import { SkipLink } from "../SkipLink.tsx";
import { LogoMark } from "./Logo.tsx";
import * as styles from "./styles.ts";
import { useMobileMenu } from "./useMobileMenu.ts";
import { useNavFit } from "./useNavFit.ts";
import { SearchButton } from "./SearchButton.tsx";

export function Header({ site }: { site: Site }) {
  const [route] = useRouteLocation();
  const words = useWords();
  const headerRef = useRef<HTMLElement>(null);
  // `data-scrolled` is kept outside React's props, as the page script keeps it before the app starts.
  useEffect(() => (headerRef.current ? watchHeaderScroll(headerRef.current) : undefined), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(headerRef, toggleRef);
  useNavFit(headerRef, menu.close);
  const { links, action } = site.navigation;
  const current = (href: string) => (splitLocation(href).route === route ? ("page" as const) : undefined);

  return (
    <header ref={headerRef} css={styles.bar} data-menu-open={menu.open}>
      {/* First in the banner landmark, so it is the first thing Tab reaches. */}
      <SkipLink />
      <div css={styles.inner} data-header-part="inner">
        <SmartLink href="/" css={styles.logo} data-header-part="logo" aria-label={fillWord(words.homeLink, { brand: [site.brand.name, site.brand.tagline].filter(Boolean).join(" ") })} onClick={menu.close}>
          <LogoMark />
          <span {...fieldMark("brand", "name")}>
            {site.brand.name}
            {site.brand.tagline && <small {...fieldMark("brand", "tagline")}>{site.brand.tagline}</small>}
          </span>
        </SmartLink>

        <nav aria-label={words.mainNavigation} css={styles.desktopNav} data-header-part="nav">
          <ul>
            {links.map((link, index) => (
              <li key={link.href}>
                <SmartLink {...fieldMark("navigation", "links", index, "label")} href={link.href} css={styles.navLink} aria-current={current(link.href)}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch linkStyle={styles.languageLink} />
          {action && <Button {...fieldMark("navigation", "action", "label")} action={{ ...action, size: action.size ?? "sm" }} />}
        </nav>

        <SearchButton />

        <button
          ref={toggleRef}
          type="button"
          css={styles.toggle}
          data-header-part="toggle"
          aria-expanded={menu.open}
          aria-controls="mobile-menu"
          aria-label={menu.open ? words.closeMenu : words.openMenu}
          onClick={menu.toggle}
        >
          <Glyph drawing={menu.open ? close : menuDrawing} size={26} />
        </button>
      </div>

      <nav id="mobile-menu" aria-label={words.menuNavigation} data-header-part="panel" css={[styles.panel, menu.open && styles.panelOpen]} inert={!menu.open} data-open={menu.open}>
        <ul>
          {links.map((link, index) => (
            <li key={link.href}>
              <SmartLink {...fieldMark("navigation", "links", index, "label")} href={link.href} css={styles.panelLink} aria-current={current(link.href)} onClick={menu.close}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch linkStyle={styles.panelLanguageLink} onClick={menu.close} />
        {action && <Button {...fieldMark("navigation", "action", "label")} action={{ ...action, size: "lg" }} css={{ width: "100%" }} onClick={menu.close} />}
      </nav>
    </header>
  );
}
