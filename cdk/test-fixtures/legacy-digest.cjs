// A CommonJS module that requires a Node built-in, like many bundled npm dependencies: in an ESM
// bundle this only works when the bundle defines `require`.
const { createHash } = require("node:crypto");

exports.digest = (text) => createHash("sha256").update(text).digest("hex");
