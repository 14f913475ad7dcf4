// ESLint flat config: JavaScript + TypeScript recommended rules and React's hooks rules,
// for the browser code in app/ and the Node code in server/, scripts/ and tests/.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Icons one file each: through the "lucide-react" index every icon looks used by every page, and
// scripts/public-chunks.ts would put them all in the root chunk.
const LUCIDE_INDEX = { name: "lucide-react", allowTypeImports: true, message: 'Import the icon from "lucide-react/icons/<name>".' };

/**
 * The layers import one way: app → server → domain (docs/architecture.md#layers). Each entry is a set of
 * files and the imports refused in them, as regular expressions on the import's path. A later
 * block of the same rule replaces an earlier one for a file, so each block repeats the icon rule.
 */
const layer = (files, message, patterns) => ({
  files,
  rules: {
    "@typescript-eslint/no-restricted-imports": ["error", { paths: [LUCIDE_INDEX], patterns: patterns.map((regex) => ({ regex, message })) }],
  },
});

/**
 * A comment says why in words a newcomer can follow: a decision record or a docs/product.md
 * section, never an issue number, which nobody outside the tracker can look up.
 */
const ISSUE_NUMBER = /\bissues? #?\d+/i;
const comments = {
  rules: {
    "no-issue-numbers": {
      meta: { type: "suggestion", messages: { issue: "Name the decision record or docs/product.md section instead of an issue number." } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (ISSUE_NUMBER.test(comment.value)) context.report({ loc: comment.loc, messageId: "issue" });
            }
          },
        };
      },
    },
  },
};

/** Route folders under app/routes: each one a screen or an API of its own. */
const routeFolders = readdirSync(new URL("./app/routes", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layers = [
  layer(["domain/**"], "domain/ holds pure rules: it imports neither server/ nor app/.", ["^#(server|app)/", "^(\\.\\./)+(server|app)/"]),
  layer(["server/**"], "server/ never imports app/: move what both need to server/ or domain/.", ["^#app/", "^(\\.\\./)+app/"]),
  layer(["app/components/**", "app/lib/**"], "Shared components and app/lib never import a route: move the shared piece here instead.", [
    "^#app/routes/",
    "^(\\.\\./)+routes/",
  ]),
  // Components and browser-safe helpers run in the browser too: server code only in *.server.ts
  // (types may come from anywhere: they leave no code behind).
  {
    files: ["app/components/**", "app/lib/**"],
    // Tests run on the server, never in a browser.
    ignores: ["**/*.server.ts", "**/*.server.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [LUCIDE_INDEX],
          patterns: [
            { regex: "^(#app/routes/|(\\.\\./)+routes/)", message: "Shared components and app/lib never import a route: move the shared piece here instead." },
            { regex: "^#server/", allowTypeImports: true, message: "Code that runs in the browser imports server/ only for types: put server calls in a *.server.ts module or a route's loader/action." },
          ],
        },
      ],
    },
  },
  ...routeFolders.map((folder) => ({
    files: [`app/routes/${folder}/**`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [LUCIDE_INDEX],
          patterns: [
            {
              // Types only (an action's return type for useFetcher): code shared by two route
              // folders belongs in app/components or app/lib.
              regex: `^(#app/routes/(?!${folder}/)|\\.\\./)`,
              allowTypeImports: true,
              message: "One route folder imports another only for types: move the shared code to app/components or app/lib.",
            },
          ],
        },
      ],
    },
  })),
];

export default defineConfig(
  globalIgnores(["build/", ".react-router/", "node_modules/", "data/", "tmp/", "test-results/", "coverage/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Forms are read once by the Hono form gate; routes use app/lib/form.server.ts.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][callee.object.name='request']",
          message: "Read the form with formFields/parseForm from app/lib/form.server.ts: the form gate has already parsed and checked it.",
        },
      ],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [LUCIDE_INDEX] }],
      // `_name` marks a parameter or binding that must exist but is deliberately unused.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  ...layers,
  {
    files: ["app/**", "server/**", "domain/**"],
    plugins: { comments },
    rules: { "comments/no-issue-numbers": "error" },
  },
);
