// A stand-in for the AWS Parameters and Secrets extension on localhost, for the tests of what reads the
// Lambdas' secrets at start (functions/lambda/config.ts): it answers as the extension does,
// GetSecretValue's JSON, or Secrets Manager's error with a 400 for a version that does not exist.
import { createServer } from "node:http";

interface SecretRead {
  secretId: string | null;
  versionStage: string | null;
  token: string | undefined;
}

/**
 * Listens on a free port and points PARAMETERS_SECRETS_EXTENSION_HTTP_PORT at it. `versions` maps
 * `<secret id> <stage>` to the value; the test may change it between reads.
 */
export async function standInSecretsExtension(versions: Record<string, string>) {
  const reads: SecretRead[] = [];
  /** How many reads to come are answered as by an extension not ready yet. */
  const notReady = { reads: 0 };
  const server = createServer((req, res) => {
    const query = new URL(req.url!, "http://localhost").searchParams;
    const read = {
      secretId: query.get("secretId"),
      versionStage: query.get("versionStage"),
      token: req.headers["x-aws-parameters-secrets-token"] as string | undefined,
    };
    reads.push(read);
    // An extension that registered before it was ready answers a server error.
    if (notReady.reads > 0) {
      notReady.reads--;
      res.writeHead(500).end("extension not ready");
      return;
    }
    const value = versions[`${read.secretId} ${read.versionStage}`];
    if (value === undefined) {
      res.writeHead(400).end(`{"__type":"ResourceNotFoundException","message":"no version with staging label ${read.versionStage}"}`);
    } else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ARN: read.secretId, SecretString: value }));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as { port: number }).port);
  return {
    versions,
    reads,
    notReady,
    close: () => {
      server.close();
      delete process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
    },
  };
}
