import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { ensureVapidKeyPair, type SecretStore } from "./key-pair.js";

/** The part of the CloudFormation custom resource event (via the provider framework) this reads. */
interface ProviderEvent {
  RequestType: "Create" | "Update" | "Delete";
  PhysicalResourceId?: string;
  ResourceProperties: { SecretId?: string };
}

const client = new SecretsManagerClient({});

const secretsManager: SecretStore = {
  async read(secretId) {
    const output = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    return output.SecretString;
  },
  async write(secretId, secretString) {
    await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: secretString }));
  },
};

export async function handler(event: ProviderEvent) {
  const secretId = event.ResourceProperties.SecretId;
  if (!secretId) throw new Error("The VapidKeyPair resource needs a SecretId property.");
  // Deleting the resource leaves the key pair to the secret's own removal policy.
  if (event.RequestType === "Delete") return { PhysicalResourceId: event.PhysicalResourceId ?? secretId };
  const keyPair = await ensureVapidKeyPair(secretsManager, secretId);
  return { PhysicalResourceId: secretId, Data: { PublicKey: keyPair.publicKey } };
}
