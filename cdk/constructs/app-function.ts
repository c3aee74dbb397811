import { Duration, type RemovalPolicy } from "aws-cdk-lib";
import { Architecture, LoggingFormat, Runtime } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { join } from "node:path";
import { repoRoot } from "../config.js";

export interface AppFunctionProps {
  entry: string;
  description: string;
  environment: Record<string, string>;
  memorySize: number;
  timeout: Duration;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  /** Asynchronous invocations (schedules) only: how often Lambda retries a failed one. */
  retryAttempts?: number;
  maxEventAge?: Duration;
  /** Files the handler reads at run time, copied beside the bundle (absolute source → file name). */
  files?: Record<string, string>;
}

/**
 * esbuild on a bundled CJS dependency emits `require(...)` calls; an ESM bundle has no `require`,
 * so one is made from the module's own URL.
 */
export const esmRequireBanner =
  "import { createRequire as __turnpostCreateRequire } from 'node:module'; const require = __turnpostCreateRequire(import.meta.url);";

/**
 * A Turnpost Lambda function: Node 22 on Graviton, bundled by the local esbuild (never Docker, so
 * synth works offline) into one minified ESM file with source maps, logging to a log group whose
 * retention the stage decides. The AWS SDK v3 is left to the runtime, which ships it.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, {
      entry: props.entry,
      handler: "handler",
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      retryAttempts: props.retryAttempts,
      maxEventAge: props.maxEventAge,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, "package-lock.json"),
      environment: { ...props.environment, NODE_OPTIONS: "--enable-source-maps" },
      loggingFormat: LoggingFormat.JSON,
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: props.logRetention,
        removalPolicy: props.removalPolicy,
      }),
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: "node22",
        mainFields: ["module", "main"],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        banner: esmRequireBanner,
        externalModules: ["@aws-sdk/*"],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, output: string) =>
            Object.entries(props.files ?? {}).map(([from, name]) => `cp "${from}" "${join(output, name)}"`),
        },
      },
    });
  }
}
