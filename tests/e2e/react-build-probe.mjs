// Preloaded (`node --import`) into the built server by production-mode.e2e.ts: as soon as React
// DOM's server renderer has run, prints which of React's CommonJS builds were executed and ends
// the process. Only executed modules count: Node also lists, unexecuted, the files it scans for
// an ES import of a CommonJS package.
import { createRequire } from "node:module";
import path from "node:path";

const cache = createRequire(import.meta.url).cache;
const timer = setInterval(() => {
  const ran = Object.keys(cache).filter((file) => cache[file]?.loaded && /[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file));
  if (!ran.some((file) => file.includes("react-dom-server"))) return;
  clearInterval(timer);
  console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV ?? null, ran: ran.map((file) => path.basename(file)) }));
  process.exit(0);
}, 10);
