// Bundled illustrations are served under content-hashed, immutable URLs after a build
// (scripts/built-images-plugin.ts); anything else (uploads, other sites) keeps its URL.
import manifest from "virtual:built-images";

export function builtImage(src: string): string {
  return (manifest as Record<string, string>)[src] ?? src;
}
