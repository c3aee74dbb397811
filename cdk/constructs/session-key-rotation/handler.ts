import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from "@aws-sdk/client-secrets-manager";
import { rotateSessionKey, type RotationStep, type SessionKeyStore } from "./rotation.js";

/** What Secrets Manager sends a rotation function. */
interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: RotationStep;
}

const client = new SecretsManagerClient({});

function store(secretId: string): SessionKeyStore {
  return {
    async versions() {
      const { VersionIdsToStages } = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
      return VersionIdsToStages ?? {};
    },
    async value(stage, versionId) {
      try {
        const { SecretString } = await client.send(
          new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage, VersionId: versionId }),
        );
        return SecretString;
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async put(value, stage, versionId) {
      await client.send(
        new PutSecretValueCommand({ SecretId: secretId, SecretString: value, VersionStages: [stage], ClientRequestToken: versionId }),
      );
    },
    async makeCurrent(versionId, formerId) {
      await client.send(
        new UpdateSecretVersionStageCommand({
          SecretId: secretId,
          VersionStage: "AWSCURRENT",
          MoveToVersionId: versionId,
          RemoveFromVersionId: formerId,
        }),
      );
    },
  };
}

export async function handler(event: RotationEvent) {
  await rotateSessionKey(store(event.SecretId), event.ClientRequestToken, event.Step);
}
