// Production entry (`npm start`, `node build/server/index.js`). React and React DOM choose their
// development or production build from NODE_ENV the moment they are first loaded, and the README
// starts the server without one; so settle it here, before anything loads them. The server is
// imported dynamically because static imports (and the bundle's external packages) would be
// evaluated before this line runs. An explicit NODE_ENV, e.g. development, still wins.
process.env.NODE_ENV ??= "production";

await import("./production-server");

// A module (so top-level await is allowed) with nothing to export.
export {};
