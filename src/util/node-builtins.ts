/** The Node.js built-ins the core may use when it runs on Node.js (types only: nothing is imported). */
interface NodeBuiltins {
  "node:zlib": typeof import("node:zlib");
  "node:os": typeof import("node:os");
  "node:worker_threads": typeof import("node:worker_threads");
  "node:fs": typeof import("node:fs");
  "node:url": typeof import("node:url");
  "node:module": typeof import("node:module");
}

/**
 * A Node.js built-in module, reached only when running on Node.js: the core (decode → output)
 * imports no `node:` module statically, so bundlers take it into browser extensions, edge
 * workers and web pages without polyfills. Elsewhere the caller gets undefined and says what it
 * cannot do there. (`process.getBuiltinModule`: Node.js ≥ 20.16.)
 */
export function nodeBuiltin<ID extends keyof NodeBuiltins>(id: ID): NodeBuiltins[ID] | undefined {
  return typeof process === "object" && typeof process.getBuiltinModule === "function"
    ? (process.getBuiltinModule(id) as NodeBuiltins[ID])
    : undefined;
}

/** A Node.js worker thread (the type alone: the core starts them through `nodeBuiltin`). */
export type NodeWorker = import("node:worker_threads").Worker;
