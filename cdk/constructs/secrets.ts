import { CustomResource, Duration, Validations, type RemovalPolicy } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { Secret, type RotationSchedule } from "aws-cdk-lib/aws-secretsmanager";
import { Provider } from "aws-cdk-lib/custom-resources";
import { Construct } from "constructs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { nagArnOf } from "../nag.js";
import { AppFunction } from "./app-function.js";

/**
 * How often the session key is rotated. A token stays valid while its key is current or previous, so at
 * least one period after it was signed: no shorter than the longest-lived token (a seat link, a year;
 * functions/service/tokens.ts), or links would die before their time.
 */
export const sessionKeyRotationDays = 365;

const here = dirname(fileURLToPath(import.meta.url));
/** The custom resources' handlers, bundled like the platform's (cdk/test-fixtures/bundles.ts bundles them too). */
export const secretHandlerEntries = {
  sessionKeyRotation: join(here, "session-key-rotation", "handler.ts"),
  vapidKeyPair: join(here, "vapid-key-pair", "handler.ts"),
};

export interface AppSecretsProps {
  removalPolicy: RemovalPolicy;
  logRetention: RetentionDays;
}

/**
 * The secrets of a deployment, all generated inside AWS at first deploy so that no key is ever
 * in the template, the repository or a CI log. Granting them is left to the stack, per function.
 */
export class AppSecrets extends Construct {
  /** The HMAC key for session cookies and one-tap links. */
  readonly sessionKey: Secret;
  /** The Web Push (VAPID) P-256 key pair, as JSON `{ publicKey, privateKey }` (see key-pair.ts). */
  readonly vapidKeys: Secret;
  /**
   * What CloudFront writes into ORIGIN_SECRET_HEADER of every request it sends the API: the API trusts
   * CloudFront-Viewer-Address (the player's address, for the per-client limits) only beside it, since a
   * caller of the execute-api endpoint itself can send any header.
   */
  readonly originSecret: Secret;
  /** Rotates the session key (session-key-rotation/rotation.ts). */
  readonly sessionKeyRotation: AppFunction;
  /** Functions that read the session key start after this, once its first rotation announced the next key. */
  readonly sessionKeyRotationSchedule: RotationSchedule;
  /** The function behind the VapidKeyPair resource. */
  readonly vapidKeyPairInitialiser: AppFunction;
  /** Depend on this to start only once the VAPID secret holds a key pair. */
  readonly vapidKeyPairReady: CustomResource;

  constructor(scope: Construct, id: string, props: AppSecretsProps) {
    super(scope, id);
    this.sessionKey = new Secret(this, "SessionKey", {
      description: "Turnpost session and link signing key (HMAC)",
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: props.removalPolicy,
    });
    this.sessionKeyRotation = new AppFunction(this, "SessionKeyRotation", {
      entry: secretHandlerEntries.sessionKeyRotation,
      description: "Rotates the Turnpost session key, announcing the next one a period ahead",
      environment: {},
      memorySize: 256,
      timeout: Duration.seconds(30),
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    // The first rotation runs when the schedule is created, so that from that deploy on every function
    // instance knows the next key; the stack starts the functions after it (sessionKeyRotationSchedule).
    this.sessionKeyRotationSchedule = this.sessionKey.addRotationSchedule("Rotation", {
      rotationLambda: this.sessionKeyRotation,
      automaticallyAfter: Duration.days(sessionKeyRotationDays),
    });
    Validations.of(this.sessionKeyRotation.role!).acknowledge({
      id: "AwsSolutions-IAM5[Resource::*]",
      reason:
        "CDK grants every rotation function secretsmanager:GetRandomPassword, which has no resource-level permission; this one draws its keys from node:crypto.",
    });

    this.originSecret = new Secret(this, "OriginSecret", {
      description: "Turnpost: the header value by which the API knows a request came through CloudFront",
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.originSecret).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "CloudFront reads this value into its origin header at deploy time, so a rotation outside a deploy would lock every player out of the per-client limits' trust: it changes by replacing the secret and deploying (docs/deploy.md).",
    });

    // Secrets Manager cannot generate an EC key pair, so the secret starts with a throwaway random
    // string and the VapidKeyPair resource below replaces it once, the first time it finds no pair.
    this.vapidKeys = new Secret(this, "VapidKeys", {
      description: "Turnpost Web Push VAPID key pair (P-256), filled by the VapidKeyPair resource",
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.vapidKeys).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "Browsers bind each push subscription to the VAPID public key: rotating it silently ends every player's notifications until they subscribe again, so it is rotated by hand only (docs/deploy.md).",
    });

    const initialiser = (this.vapidKeyPairInitialiser = new AppFunction(this, "VapidKeyPairInitialiser", {
      entry: secretHandlerEntries.vapidKeyPair,
      description: "Creates the VAPID key pair in its secret when absent",
      environment: {},
      memorySize: 256,
      timeout: Duration.seconds(30),
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    }));
    initialiser.addToRolePolicy(
      new PolicyStatement({
        actions: ["secretsmanager:GetSecretValue", "secretsmanager:PutSecretValue"],
        resources: [this.vapidKeys.secretArn],
      }),
    );
    const provider = new Provider(this, "VapidKeyPairProvider", {
      onEventHandler: initialiser,
      logGroup: new LogGroup(this, "VapidKeyPairProviderLogs", {
        retention: props.logRetention,
        removalPolicy: props.removalPolicy,
      }),
    });
    Validations.of(provider).acknowledge(
      {
        id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
        reason: "The custom-resource provider framework's own function: CDK writes its role, and it runs only during deployments.",
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagArnOf(initialiser)}:*]`,
        reason: "CDK's provider framework may invoke any version of the initialiser function, and only that function.",
      },
    );
    const keyPair = new CustomResource(this, "VapidKeyPair", {
      serviceToken: provider.serviceToken,
      resourceType: "Custom::VapidKeyPair",
      properties: { SecretId: this.vapidKeys.secretArn },
    });
    this.vapidKeyPairReady = keyPair;
  }
}
