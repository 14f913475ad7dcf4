// ESLint flat config: JavaScript + TypeScript recommended rules and React's hooks rules,
// for the browser code in app/ and the Node code in server/, scripts/ and tests/.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      // Forms are read once by the Hono form gate; routes use app/lib/form.server.ts (issue 7).
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][callee.object.name='request']",
          message: "Read the form with formFields/parseForm from app/lib/form.server.ts: the form gate has already parsed and checked it.",
        },
      ],
      // Icons one file each: through the "lucide-react" index every icon looks used by every page,
      // and scripts/public-chunks.ts would put them all in the root chunk.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "lucide-react", allowTypeImports: true, message: 'Import the icon from "lucide-react/icons/<name>".' }],
        },
      ],
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
);
