import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: entries, the lock file and web/dist are found from here, whatever the cwd. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const stages = ["dev", "prod"] as const;
export type StageName = (typeof stages)[number];

/** Everything a deployment may vary, read from CDK context (`-c key=value`). */
export interface DeploymentConfig {
  stage: StageName;
  /** Custom domain served by CloudFront, e.g. play.turnpost.example. */
  domain?: string;
  /** ACM certificate for `domain`, in us-east-1 (a CloudFront requirement). */
  certificateArn?: string;
  /** The From address of every mail. */
  mailFrom: string;
  /** `mailFrom`'s address alone, without a display name: what SES's `ses:FromAddress` condition compares. */
  mailAddress: string;
  /** What SES verifies: a domain (DKIM records to publish) or one address (a click in a mail). */
  mailIdentity: string;
  /** Where alarms are mailed; without it alarms only show in CloudWatch. */
  alarmEmail?: string;
  /** The built web client; it must hold an index.html. */
  webDist: string;
  /**
   * The domain that receives replies to "your turn" mails (play+<token>@<replyDomain>): SES receives
   * its mail (its MX record points at SES), and a reply plays its move. Absent: mails list their moves
   * as buttons only.
   */
  replyDomain?: string;
}

/** Any object with CDK's `tryGetContext`: an App or a Node. */
export interface ContextSource {
  tryGetContext(key: string): unknown;
}

function text(source: ContextSource, key: string): string | undefined {
  const value = source.tryGetContext(key);
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}.`);
  return value.trim();
}

export function readConfig(source: ContextSource): DeploymentConfig {
  const stage = text(source, "stage") ?? "dev";
  if (!(stages as readonly string[]).includes(stage)) {
    throw new Error(`Context "stage" must be one of ${stages.join(", ")}; got "${stage}".`);
  }
  const domain = text(source, "domain");
  const certificateArn = text(source, "certificateArn");
  if (Boolean(domain) !== Boolean(certificateArn)) {
    throw new Error('Contexts "domain" and "certificateArn" go together: CloudFront needs the certificate to serve the domain.');
  }
  if (certificateArn && !certificateArn.startsWith("arn:aws:acm:us-east-1:")) {
    throw new Error('Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront only uses those).');
  }
  const mailFrom = text(source, "mailFrom") ?? `no-reply@${domain ?? "turnpost.example"}`;
  const mailAddress = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  const at = mailAddress.lastIndexOf("@");
  if (at < 1 || at === mailAddress.length - 1) {
    throw new Error(`Context "mailFrom" must be a mail address, got "${mailFrom}".`);
  }
  const mailIdentity = text(source, "mailIdentity") ?? mailAddress.slice(at + 1);
  const alarmEmail = text(source, "alarmEmail");
  const webDist = resolve(repoRoot, text(source, "webDist") ?? "web/dist");
  const replyDomain = text(source, "replyDomain");
  if (replyDomain !== undefined && !/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(replyDomain)) {
    throw new Error(`Context "replyDomain" must be a domain name (reply.turnpost.example), got "${replyDomain}".`);
  }
  return { stage: stage as StageName, domain, certificateArn, mailFrom, mailAddress, mailIdentity, alarmEmail, webDist, replyDomain };
}

/** The web build is checked here rather than by the asset so the message says what to run. */
export function hasWebBuild(webDist: string): boolean {
  return existsSync(join(webDist, "index.html"));
}
