// Preloaded into the built server by scripts/profile-members.ts (`node --import`), never in
// production: writes one line to stderr for every statement the embedded database (PGlite) runs,
// with the time PostgreSQL itself (WebAssembly, in the server's own thread) spent on it, so a
// request's queries can be counted and timed. PGlite runs one statement at a time, so the
// WebAssembly time between two statements' ends belongs to the second.
import { PGlite } from "@electric-sql/pglite";

const PREFIX = "[query]";
let wasmMs = 0;

const { execProtocolRawSync } = PGlite.prototype;
PGlite.prototype.execProtocolRawSync = function (...args) {
  const started = performance.now();
  try {
    return execProtocolRawSync.apply(this, args);
  } finally {
    wasmMs += performance.now() - started;
  }
};

function logged(run) {
  return async function (sql, ...rest) {
    try {
      return await run.call(this, sql, ...rest);
    } finally {
      const text = String(sql).replace(/\s+/g, " ").trim().slice(0, 140);
      process.stderr.write(`${PREFIX} ${wasmMs.toFixed(3)} ${text}\n`);
      wasmMs = 0;
    }
  };
}

const { query, exec, transaction } = PGlite.prototype;
PGlite.prototype.query = logged(query);
PGlite.prototype.exec = logged(exec);
PGlite.prototype.transaction = async function (callback) {
  return transaction.call(this, (tx) => callback({ ...tx, query: logged(tx.query), exec: logged(tx.exec), get closed() { return tx.closed; } }));
};
