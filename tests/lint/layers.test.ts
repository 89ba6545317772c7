/**
 * The layers (docs/architecture.md: Layers): ESLint refuses an import that points up, and the
 * folders of app/ import each other without a circle.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The layer rule's complaints about `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages
    .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
}

describe("ESLint keeps the arrows pointing down", () => {
  it.each([
    ["app/utils/x.ts", 'import { getProduct } from "~/models/product.server";'],
    ["app/utils/x.ts", 'import type { Actor } from "~/models/audit.server";'],
    ["app/utils/x.ts", 'import { getProduct } from "../models/product.server";'],
    ["app/utils/x.ts", 'import { requireUser } from "~/screens/auth.server";'],
    ["app/utils/x.ts", 'import { db } from "~/db.server";'],
    ["app/utils/x.ts", 'import { products } from "../../db/schema";'],
    ["app/models/x.server.ts", 'import { loader } from "~/routes/products._index";'],
    ["app/models/x.server.ts", 'import type { loader } from "~/root";'],
    ["app/models/x.server.ts", 'import { loader } from "~/root.server";'],
    ["app/models/x.server.ts", 'import { requireUser } from "~/screens/auth.server";'],
    ["app/models/x.server.ts", 'import { ProductCard } from "~/components/product-card";'],
    ["app/models/x.server.ts", 'import type { StaticChrome } from "../components/static-html";'],
    ["app/models/x.server.ts", 'import { endpoints } from "~/api/registry.server";'],
    ["app/components/x.tsx", 'import { getSiteSettings } from "~/models/site.server";'],
    ["app/components/x.tsx", 'import { requireUser } from "~/screens/auth.server";'],
    ["app/screens/x.server.ts", 'import { loader } from "~/routes/products._index";'],
    ["app/schemas/x.ts", 'import type { ProductFilters } from "~/models/listing.server";'],
  ])("%s may not: %s", async (file, code) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("docs/architecture.md: Layers");
  });

  it.each([
    ["app/utils/x.ts", 'import { env } from "~/env.server";\nimport { BRAND } from "~/constants";'],
    ["app/utils/x.ts", 'import { indexText } from "~/utils/search-text";'],
    [
      "app/models/x.server.ts",
      'import { db } from "~/db.server";\nimport { x } from "~/utils/xml";',
    ],
    ["app/models/x.server.ts", 'import { ContentQuery } from "~/schemas/content";'],
    ["app/components/x.tsx", 'import type { SiteSettings } from "~/models/site.server";'],
    ["app/screens/x.server.ts", 'import { getProduct } from "~/models/product.server";'],
    ["app/screens/x.server.ts", 'import { Logo } from "~/components/logo";'],
    ["app/routes/x.tsx", 'import { requireUser } from "~/screens/auth.server";'],
  ])("%s may: %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The folder graph

/** The node a file belongs to: its folder under app/, or the file itself at app/'s top. */
function nodeOf(file: string) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === "db")
    return rel[1] === "schema.ts" || rel[1] === "client.ts" ? "db" : rel.join("/");
  if (rel[0] !== "app") return rel.join("/");
  if (rel.length > 2) return rel[1];
  const name = rel[1].replace(/\.(tsx?|js)$/, "");
  // app/db.server.ts and app/storage.server.ts are the doors of db/ and app/storage/.
  if (name === "db.server") return "db";
  if (name === "storage.server") return "storage";
  return name;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|js)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Folder → folders it imports (values and types alike), from the source text. */
function folderGraph() {
  const files = [
    ...sourceFiles(path.join(root, "app")),
    path.join(root, "db/schema.ts"),
    path.join(root, "db/client.ts"),
  ];
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = nodeOf(file);
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      let target: string;
      if (spec.startsWith("~/")) target = path.join(root, "app", spec.slice(2));
      else if (spec.startsWith(".")) target = path.resolve(path.dirname(file), spec);
      else continue;
      const to = nodeOf(target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every circle of the graph, as a path that comes back to its start. */
function circles(graph: Map<string, Set<string>>) {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe("the folders of app/", () => {
  it("import each other without a circle", () => {
    const graph = folderGraph();
    // The graph is read, not empty: the layers' own arrows are there.
    expect([...(graph.get("routes") ?? [])]).toEqual(
      expect.arrayContaining(["screens", "components", "models", "utils"]),
    );
    expect([...(graph.get("screens") ?? [])]).toEqual(expect.arrayContaining(["models", "utils"]));
    expect([...(graph.get("models") ?? [])]).toEqual(expect.arrayContaining(["db", "utils"]));
    expect(circles(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["utils", new Set(["models"])],
      ["models", new Set(["db", "utils"])],
    ]);
    expect(circles(graph).map((c) => c.join(" → "))).toEqual(["utils → models → utils"]);
  });
});
