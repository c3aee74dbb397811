import { ensureVapidKeyPair, type SecretStore } from "./key-pair.js";

/** The part of the CloudFormation custom resource event (via the provider framework) this reads. */
interface ProviderEvent {
  RequestType: "Create" | "Update" | "Delete";
  PhysicalResourceId?: string;
  ResourceProperties: { SecretId?: string };
}

/**
 * The Secrets Manager client comes from the Lambda runtime's AWS SDK v3 (the project does not
 * install it), hence the narrow hand-written shape and the import by a non-literal name.
 */
interface SecretsManagerSdk {
  SecretsManagerClient: new () => { send(command: object): Promise<{ SecretString?: string }> };
  GetSecretValueCommand: new (input: { SecretId: string }) => object;
  PutSecretValueCommand: new (input: { SecretId: string; SecretString: string }) => object;
}

const sdkModuleName = "@aws-sdk/client-secrets-manager";

async function secretsManagerStore(): Promise<SecretStore> {
  const sdk = (await import(sdkModuleName)) as SecretsManagerSdk;
  const client = new sdk.SecretsManagerClient();
  return {
    async read(secretId) {
      const output = await client.send(new sdk.GetSecretValueCommand({ SecretId: secretId }));
      return output.SecretString;
    },
    async write(secretId, secretString) {
      await client.send(new sdk.PutSecretValueCommand({ SecretId: secretId, SecretString: secretString }));
    },
  };
}

export async function handler(event: ProviderEvent) {
  const secretId = event.ResourceProperties.SecretId;
  if (!secretId) throw new Error("The VapidKeyPair resource needs a SecretId property.");
  // Deleting the resource leaves the key pair to the secret's own removal policy.
  if (event.RequestType === "Delete") return { PhysicalResourceId: event.PhysicalResourceId ?? secretId };
  const keyPair = await ensureVapidKeyPair(await secretsManagerStore(), secretId);
  return { PhysicalResourceId: secretId, Data: { PublicKey: keyPair.publicKey } };
}
