// How every Lambda handler of ours tells its operator what it did: imported first by each entry, it
// installs Powertools (./powertools.ts) as the process's observer (functions/net/observe.ts) and wraps
// the handler so that each invocation's lines carry its context and its metrics are published before it
// returns. Powertools is loaded by the first line or count, not at the cold start: the API's cold path
// stays within its bound (cdk/constructs/lambda-bundle.test.ts), and an invocation that says nothing
// loads nothing.
import type { Context } from "aws-lambda";
import { observeWith } from "../net/observe";

type Powertools = typeof import("./powertools");

let loading: Promise<Powertools> | undefined;
/** What was said before Powertools was there, in order; said once it is. */
const waiting: ((tools: Powertools) => void)[] = [];
/** The invocation being handled: Lambda runs one at a time per instance. */
let invocation: Partial<Context> | undefined;

function withPowertools(use: (tools: Powertools) => void): void {
  waiting.push(use);
  loading ??= import("./powertools");
  void loading.then((tools) => {
    for (const said of waiting.splice(0)) said(tools);
  });
}

// Only in Lambda (which names the function): a test that imports a handler keeps the quiet default.
if (process.env.AWS_LAMBDA_FUNCTION_NAME)
  observeWith({
    log(level, message, fields) {
      const context = invocation;
      withPowertools(({ logger }) => {
        if (context?.awsRequestId) logger.appendKeys({ function_name: context.functionName, function_request_id: context.awsRequestId });
        logger[level](message, fields);
      });
    },
    count(metric, dimension) {
      withPowertools((tools) => tools.count(metric, dimension));
    },
  });

/** `handler`, with its invocation's context on its log lines and its metrics published before it answers. */
export function observed<H extends (event: never, context: never) => Promise<unknown>>(handler: H): H {
  const call = handler as unknown as (...given: unknown[]) => Promise<unknown>;
  const wrapped = async (...args: unknown[]) => {
    invocation = args[1] as Partial<Context> | undefined;
    try {
      return await call(...args);
    } finally {
      if (loading) {
        const { metrics } = await loading;
        // Lines said in the invocation's last tick are written before it ends.
        await Promise.resolve();
        if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
      }
    }
  };
  return wrapped as unknown as H;
}
