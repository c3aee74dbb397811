// node:http as the Lambda bundles import it: cdk/constructs/lambda-bundle.ts points every import of
// node:http here. Node 22 links an ES module's import of a built-in by reading each of its exports, and
// node:http's WebSocket, CloseEvent and MessageEvent are getters that load undici (nodejs/node#57649):
// about 10 ms of the live channel's and the notifier's cold starts, which never make a fetch Request.
// Read through process.getBuiltinModule, node:http is the same object without those three read.
const http = process.getBuiltinModule("node:http");

export default http;
export const {
  METHODS,
  STATUS_CODES,
  Agent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
  createServer,
  validateHeaderName,
  validateHeaderValue,
  get,
  request,
  setMaxIdleHTTPParsers,
  globalAgent,
  maxHeaderSize,
} = http;
