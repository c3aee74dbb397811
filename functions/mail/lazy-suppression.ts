// SES's suppression list for the API's handler, loaded on first use (a re-confirmed address is rare), in
// a module of its own: a function that only sends mail never bundles the command (cdk grants test).
import type { SuppressionList } from "./mailer";

/**
 * SES's account-level suppression list, loaded on first use: an address that bounced is on it, and SES
 * drops whatever is sent to it, the link that would confirm it again included.
 */
export function lazySesSuppressionList(): SuppressionList {
  let list: Promise<SuppressionList> | undefined;
  return {
    async release(address) {
      list ??= Promise.all([import("./ses-suppression"), import("@aws-sdk/client-sesv2")]).then(
        ([{ SesSuppressionList }, { SESv2Client }]) => new SesSuppressionList(new SESv2Client({})),
      );
      return (await list).release(address);
    },
  };
}
