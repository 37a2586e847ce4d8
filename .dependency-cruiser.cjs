/**
 * The pipeline's layers, lowest first. A module may import from its own layer and the layers
 * below it, never from a layer above: data flows bytes → decode → parse → blocks → features →
 * model → decision → output, and the adapters (eval, input, batch, cli) sit on top.
 * The layers are listed in layers.cjs. `npm run layers` draws this graph; test/architecture/layers.test.ts enforces it in `npm test`.
 */
const { LAYERS } = require("./layers.cjs");

const folderPattern = (folders) => `^src/(${folders.join("|")})/`;

/** One rule per layer: nothing in it imports from any layer above it. */
const upwardRules = LAYERS.slice(0, -1).map((folders, index) => ({
  name: `layer-${folders.join("+")}-imports-upward`,
  comment: `${folders.join(", ")} may import only from ${LAYERS.slice(0, index + 1).flat().join(", ")}`,
  severity: "error",
  from: { path: folderPattern(folders) },
  to: { path: folderPattern(LAYERS.slice(index + 1).flat()) },
}));

/** Folders of one layer stay apart (util and vocabulary are both the base). */
const siblingRules = LAYERS.filter((folders) => folders.length > 1).flatMap((folders) =>
  folders.map((folder) => ({
    name: `layer-${folder}-imports-sibling`,
    severity: "error",
    from: { path: folderPattern([folder]) },
    to: { path: folderPattern(folders.filter((other) => other !== folder)) },
  })),
);

module.exports = {
  forbidden: [
    ...upwardRules,
    ...siblingRules,
    {
      name: "no-circular",
      comment: "an import cycle hides which module is the lower one",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-node-builtin-in-core",
      comment:
        "the core (what src/core.ts reaches) runs in browsers and edge workers: Node.js built-ins only through util/node-builtins.ts",
      severity: "error",
      from: {
        path: "^src/((util|vocabulary|algorithms|text|decode|parse|blocks|metadata|features|models|decision|output|title)/|extract/(pipeline|loaded-models|input-checks|options)\\.ts$)",
        pathNot: "^src/models/linear/objective-worker\\.ts$",
      },
      to: { dependencyTypes: ["core"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "only-index-imports-everything",
      comment: "src/index.ts is the package's entry point: nothing imports it",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^src/index\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/types/" },
    tsPreCompilationDeps: true,
    parser: "swc",
    combinedDependencies: false,
  },
};
