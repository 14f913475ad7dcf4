import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { builtImagesPlugin } from "./scripts/built-images-plugin";
import { iconSpritePlugin } from "./scripts/icon-sprite-plugin";
import { nodeWorkersPlugin } from "./scripts/node-workers-plugin";
import { publicChunkGroups } from "./scripts/public-chunks";

// The SSR build's entry is our Hono server, which imports React Router's server build
// (server/index.ts → server/production-server.ts), so `npm start` runs one bundled Node process.
export default defineConfig({
  environments: {
    // Fewer, larger files for public pages (scripts/public-chunks.ts says why).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: publicChunkGroups },
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/index.ts" }, target: "node20" } },
  },
  plugins: [tailwindcss(), iconSpritePlugin(), reactRouter(), builtImagesPlugin(), nodeWorkersPlugin()],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ["@electric-sql/pglite", "drizzle-orm", "better-auth"] },
  ssr: { external: ["@electric-sql/pglite", "postgres", "@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "sharp"] },
});
