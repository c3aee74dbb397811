// Pushes to pages connected through API Gateway's WebSocket API, from whichever Lambda reads the change.
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import type { LiveSender } from "../live/live";

export class ApiGatewaySender implements LiveSender {
  constructor(private readonly client: ApiGatewayManagementApiClient) {}

  /** `endpoint`: the stage's management address, https://<api id>.execute-api.<region>.amazonaws.com/<stage>. */
  static at(endpoint: string): ApiGatewaySender {
    return new ApiGatewaySender(new ApiGatewayManagementApiClient({ endpoint }));
  }

  async send(connectionId: string, text: string): Promise<"sent" | "gone"> {
    try {
      await this.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: text }));
      return "sent";
    } catch (error) {
      // The page went away without a $disconnect reaching us (or before it did).
      if (error instanceof GoneException) return "gone";
      throw error;
    }
  }
}
