import { CustomResource, Duration, type RemovalPolicy } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import { Provider } from "aws-cdk-lib/custom-resources";
import { Construct } from "constructs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AppFunction } from "./app-function.js";

export interface AppSecretsProps {
  removalPolicy: RemovalPolicy;
  logRetention: RetentionDays;
}

/**
 * The two secrets of a deployment, both generated inside AWS at first deploy so that no key is ever
 * in the template, the repository or a CI log. Granting them is left to the stack, per function.
 */
export class AppSecrets extends Construct {
  /** The HMAC key for session cookies and one-tap links. */
  readonly sessionKey: Secret;
  /** The Web Push (VAPID) P-256 key pair, as JSON `{ publicKey, privateKey }` (see key-pair.ts). */
  readonly vapidKeys: Secret;
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

    // Secrets Manager cannot generate an EC key pair, so the secret starts with a throwaway random
    // string and the VapidKeyPair resource below replaces it once, the first time it finds no pair.
    this.vapidKeys = new Secret(this, "VapidKeys", {
      description: "Turnpost Web Push VAPID key pair (P-256), filled by the VapidKeyPair resource",
      removalPolicy: props.removalPolicy,
    });

    const initialiser = (this.vapidKeyPairInitialiser = new AppFunction(this, "VapidKeyPairInitialiser", {
      entry: join(dirname(fileURLToPath(import.meta.url)), "vapid-key-pair", "handler.ts"),
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
    const keyPair = new CustomResource(this, "VapidKeyPair", {
      serviceToken: provider.serviceToken,
      resourceType: "Custom::VapidKeyPair",
      properties: { SecretId: this.vapidKeys.secretArn },
    });
    this.vapidKeyPairReady = keyPair;
  }
}
