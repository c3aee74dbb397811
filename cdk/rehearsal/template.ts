// The deploy rehearsal's reading of a synthesized template: its intrinsic functions resolved to the
// names and ARNs the stand-ins answer to, one made-up account and region, as CloudFormation would
// resolve them at deploy time.
export const REGION = "us-east-1";
export const ACCOUNT = "123456789012";

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

export interface TemplateJson {
  Resources: Record<string, Resource>;
  Mappings?: Record<string, Record<string, Record<string, unknown>>>;
}

const pseudo: Record<string, string> = {
  "AWS::Region": REGION,
  "AWS::AccountId": ACCOUNT,
  "AWS::Partition": "aws",
  "AWS::URLSuffix": "amazonaws.com",
  "AWS::StackName": "turnpost-prod",
};

/** A resource's physical name (what `Ref` gives) and attributes, by its type. */
function physical(id: string, resource: Resource, tableName: string): { ref: string; attributes: Record<string, string> } {
  const arn = (service: string, rest: string) => `arn:aws:${service}:${REGION}:${ACCOUNT}:${rest}`;
  switch (resource.Type) {
    case "AWS::DynamoDB::Table":
      return {
        ref: tableName,
        attributes: { Arn: arn("dynamodb", `table/${tableName}`), StreamArn: arn("dynamodb", `table/${tableName}/stream/1`) },
      };
    case "AWS::SQS::Queue": {
      const name = resource.Properties?.FifoQueue ? `${id}.fifo` : id;
      const url = `https://sqs.${REGION}.amazonaws.com/${ACCOUNT}/${name}`;
      return { ref: url, attributes: { Arn: arn("sqs", name), QueueName: name, QueueUrl: url } };
    }
    case "AWS::SecretsManager::Secret":
      return { ref: arn("secretsmanager", `secret:${id}-AbCdEf`), attributes: {} };
    case "AWS::S3::Bucket": {
      const name = id.toLowerCase();
      return { ref: name, attributes: { Arn: `arn:aws:s3:::${name}`, DomainName: `${name}.s3.amazonaws.com` } };
    }
    case "AWS::SES::EmailIdentity":
      return { ref: String(resource.Properties?.EmailIdentity), attributes: {} };
    case "AWS::Lambda::Function":
      return { ref: id, attributes: { Arn: arn("lambda", `function:${id}`) } };
    case "AWS::Logs::LogGroup":
      return { ref: id, attributes: { Arn: arn("logs", `log-group:${id}:*`) } };
    case "AWS::ApiGatewayV2::Api":
      return {
        ref: id.toLowerCase().slice(0, 10),
        attributes: { ApiEndpoint: `https://${id.toLowerCase().slice(0, 10)}.execute-api.${REGION}.amazonaws.com` },
      };
    default:
      return { ref: id, attributes: {} };
  }
}

/** Resolves `Ref`, `Fn::GetAtt`, `Fn::Join`, `Fn::Select`, `Fn::Split` and `Fn::FindInMap`; anything else throws. */
export function resolver(template: TemplateJson, tableName: string) {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value);
    const [key, argument] = entries[0] ?? [];
    if (entries.length !== 1 || (!key?.startsWith("Fn::") && key !== "Ref"))
      return Object.fromEntries(entries.map(([k, v]) => [k, resolve(v)]));
    if (key === "Ref") {
      const name = argument as string;
      if (pseudo[name]) return pseudo[name];
      const resource = template.Resources[name];
      if (!resource) throw new Error(`Ref to ${name}, which the template does not hold`);
      return physical(name, resource, tableName).ref;
    }
    if (key === "Fn::GetAtt") {
      const [id, attribute] = argument as [string, string];
      const resource = template.Resources[id];
      const found = resource && physical(id, resource, tableName).attributes[attribute];
      if (!found) throw new Error(`Fn::GetAtt ${id}.${attribute}, which the rehearsal cannot resolve`);
      return found;
    }
    if (key === "Fn::Join") {
      const [separator, parts] = argument as [string, unknown[]];
      return (resolve(parts) as string[]).join(separator);
    }
    if (key === "Fn::Select") {
      const [index, list] = argument as [number, unknown];
      return (resolve(list) as unknown[])[index];
    }
    if (key === "Fn::Split") {
      const [separator, text] = argument as [string, unknown];
      return (resolve(text) as string).split(separator);
    }
    if (key === "Fn::FindInMap") {
      const [map, first, second] = resolve(argument) as [string, string, string];
      return template.Mappings?.[map]?.[first]?.[second];
    }
    throw new Error(`${key} is not resolved by the rehearsal`);
  };
  return resolve;
}
