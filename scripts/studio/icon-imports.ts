/**
 * Dev server only: `import { Menu } from "lucide-react"` becomes an import of that
 * icon's own module. For the dev server Vite bundles a package's whole entry, and an
 * icon package's entry re-exports every icon: 4.5 MB of JavaScript for Tabler and
 * 1.7 MB for lucide, which the browser downloads and parses on every open of the site
 * and twice for the studio (its page and its preview frame), for the dozen icons
 * the site draws. The dev server's own rendering (the studio preview's first paint)
 * gains too: Node loads 13 icon files instead of the two packages' every icon (0.66 s).
 * A build tree-shakes them away, so only `vite` (serve) needs this.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** Each icon package and its entry module, whose `export { default as Name } from './icons/…'` lines map names to files. */
const iconPackages = ["lucide-react", "@tabler/icons-react"] as const;

type IconFiles = ReadonlyMap<string, string>;

/** Icon name → absolute path of the icon's module, read from the package's own entry. */
function iconFiles(entry: string): IconFiles {
  const files = new Map<string, string>();
  const text = readFileSync(entry, "utf8");
  for (const match of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/icons\/[^'"]+)['"]/g)) {
    for (const specifier of match[1]!.split(",")) {
      const alias = /^\s*default\s+as\s+(\w+)\s*$/.exec(specifier);
      if (alias) files.set(alias[1]!, join(dirname(entry), match[2]!));
    }
  }
  return files;
}

/** `import { A, B as C } from "pkg";` with only icon names → one default import per icon; otherwise unchanged. */
export function rewriteIconImports(code: string, packages: ReadonlyMap<string, IconFiles>): string | undefined {
  let changed = false;
  const result = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g, (statement, list: string, source: string) => {
    const files = packages.get(source);
    if (!files) return statement;
    const specifiers = list
      .split(",")
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
        return { file: files.get(imported), local };
      });
    if (specifiers.some((specifier) => !specifier.file)) return statement;
    changed = true;
    return specifiers.map(({ file, local }) => `import ${local} from ${JSON.stringify(file)};`).join(" ");
  });
  return changed ? result : undefined;
}

export function devIconImports(): Plugin {
  const require = createRequire(import.meta.url);
  let packages: Map<string, IconFiles> | undefined;
  const load = () =>
    (packages ??= new Map(
      iconPackages.map((name) => {
        const root = dirname(require.resolve(`${name}/package.json`));
        const { module } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { module: string };
        return [name, iconFiles(join(root, module))];
      }),
    ));
  return {
    name: "studio:dev-icon-imports",
    apply: "serve",
    // Not bundled ahead: no page asks for their entries any more, only for single icons.
    config: () => ({ optimizeDeps: { exclude: [...iconPackages] } }),
    transform: {
      filter: { id: /\.[jt]sx?$/, code: /lucide-react|@tabler\/icons-react/ },
      handler(code, id) {
        if (id.includes("/node_modules/")) return undefined;
        const rewritten = rewriteIconImports(code, load());
        return rewritten === undefined ? undefined : { code: rewritten, map: null };
      },
    },
  };
}
