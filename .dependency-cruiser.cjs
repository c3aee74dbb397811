// The server's layers (docs/architecture.md, "The server in layers"), checked by `npm run deps`.
// From the bottom: record (pure) < infrastructure (store, mail, net) < services < transport (http,
// live) < adapters (lambda, local, cli). A layer imports its own and lower layers only; config.ts and
// shared/ are below them all. Tests may reach any layer to set up what they check.
const record = "^functions/record/";
const infrastructure = "^functions/(store|mail|net)/";
const services = "^functions/(service|social|notifier|clock|previews)/";
const transport = "^functions/(http|live)/";
const adapters = "^functions/(compose|lambda|local|cli)/";

/** A rule that `from` never imports `to`. */
const never = (name, comment, from, to) => ({ name, comment, severity: "error", from: { path: from }, to });

module.exports = {
  forbidden: [
    never("record-is-pure", "The game record imports shared/ and config only: no store, no service, no AWS, no Hono.", record, {
      path: [infrastructure, services, transport, adapters, "(^|/)node_modules/(@aws-sdk|hono|@hono)/"],
    }),
    never("infrastructure-below-services", "store/, mail/ and net/ serve the services and know nothing above them.", infrastructure, {
      path: [services, transport, adapters],
    }),
    never("services-below-transport", "Services throw DomainError and know nothing of HTTP, sockets or Lambda.", services, {
      path: [transport, adapters, "(^|/)node_modules/(hono|@hono)/"],
    }),
    never("transport-below-adapters", "http/ and live/ are built by the adapters, never the reverse.", transport, { path: adapters }),
    {
      name: "dynamodb-in-store-only",
      comment: "Only store/ builds DynamoDB commands and reads AWS errors; the adapters make the client.",
      severity: "error",
      from: { path: "^functions/", pathNot: [infrastructure, adapters] },
      to: { path: "(^|/)node_modules/@aws-sdk/client-dynamodb/" },
    },
    never("server-not-web", "The server and the shared code never import the web client.", "^(functions|shared)/", { path: "^web/" }),
    never("shared-not-functions", "shared/ is pure and below the server.", "^shared/", { path: "^functions/" }),
    {
      name: "no-folder-cycles",
      comment: "Folders of functions/ depend on each other one way.",
      severity: "error",
      scope: "folder",
      from: { path: "^functions/" },
      to: { circular: true },
    },
    {
      name: "no-shared-cycles",
      comment: "Modules of shared/ import each other one way; type-only and dynamic imports count.",
      severity: "error",
      from: { path: "^shared/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests set up what they check from any layer: they are not part of the layering.
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
