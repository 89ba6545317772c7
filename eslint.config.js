import js from "@eslint/js";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers (docs/architecture.md: Layers): routes → api → screens → components → models →
 * schemas, pdf, storage → db → utils, each folder importing only from below it. `import "x"` is
 * matched as written: by the `~/` alias or by a relative path that climbs to the folder.
 */
const into = (...folders) => ({
  regex: `^(~/|(\\.\\./)+(app/)?)(${folders.join("|")})(/|$)`,
});
const ROUTES = ["routes", "sign-in", "root(\\.server)?", "entry\\.server"];
const DB = { regex: "^(~/db\\.server|(\\.\\./)+(db/|db\\.server))" };

/** A layer: its files, and what they may not import, with why. */
function layer(name, files, patterns, { typesFrom } = {}) {
  const message = `${name} may not import this: the arrows point down (docs/architecture.md: Layers).`;
  return {
    files,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ...patterns.map((pattern) => ({ ...pattern, message })),
            // A component may name a model's row in a type, never call the model.
            ...(typesFrom
              ? [
                  {
                    ...into(...typesFrom),
                    message: `${message} Only \`import type\`.`,
                    allowTypeImports: true,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  };
}

const layers = [
  layer("app/api", ["app/api/**"], [into(...ROUTES)]),
  layer("A screen helper", ["app/screens/**"], [into(...ROUTES, "api")]),
  layer("A component", ["app/components/**"], [into(...ROUTES, "api", "screens"), DB], {
    typesFrom: ["models"],
  }),
  layer("A model", ["app/models/**"], [into(...ROUTES, "api", "screens", "components")]),
  layer(
    "app/schemas, app/pdf and app/storage",
    ["app/schemas/**", "app/pdf/**", "app/storage/**", "app/storage.server.ts"],
    [into(...ROUTES, "api", "screens", "components", "models")],
  ),
  layer(
    "The database layer",
    ["db/schema.ts", "db/client.ts", "app/db.server.ts"],
    [into(...ROUTES, "api", "screens", "components", "models", "schemas", "pdf", "storage")],
  ),
  layer(
    "app/utils",
    ["app/utils/**"],
    [into(...ROUTES, "api", "screens", "components", "models", "schemas", "pdf", "storage"), DB],
  ),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "tests/.tmp/",
      ".cache/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react/prop-types": "off",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  ...layers,
);
