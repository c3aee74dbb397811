// SES's account-level suppression list, which the API alone may change (cdk/turnpost-stack.ts): kept
// apart from the mailer so that the functions that only send carry no command they may not make.
import { DeleteSuppressedDestinationCommand, type SESv2Client } from "@aws-sdk/client-sesv2";
import type { SuppressionList } from "./mailer";

export class SesSuppressionList implements SuppressionList {
  constructor(private readonly client: SESv2Client) {}

  async release(address: string): Promise<void> {
    try {
      await this.client.send(new DeleteSuppressedDestinationCommand({ EmailAddress: address }));
    } catch (error) {
      // Not on the list (a soft bounce, or released already): nothing stands in the link's way.
      if ((error as { name?: string }).name !== "NotFoundException") throw error;
    }
  }
}
