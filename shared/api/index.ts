// The HTTP API's contract, one module for both sides: the server parses requests and builds answers with
// it, the web client sends and reads them with it (docs/api.md describes the routes).
export * from "./choices";
export * from "./requests";
export * from "./answers";
export * from "./queue";
export * from "./tournaments";
export * from "./blocks";
export * from "./friends";
