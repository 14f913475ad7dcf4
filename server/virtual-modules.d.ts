declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** Original → content-hashed URL of each bundled illustration (scripts/built-images-plugin.ts). */
declare module "virtual:built-images" {
  const manifest: Record<string, string>;
  export default manifest;
}

/** Where the build's icon sprite is served (scripts/icon-sprite-plugin.ts). */
declare module "virtual:icon-sprite-url" {
  const url: string;
  export default url;
}
