// AWS Lambda entry of the live channel's WebSocket API: $connect authorises a page and stores its
// connection (a refusal is the HTTP status the page's handshake gets), $disconnect forgets it,
// $default answers pings and takes moves. Pushes go from the notifier, which reads the table's stream.
import { observed } from "./observe";
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from "aws-lambda";
import { parse } from "hono/utils/cookie";
import { lambdaConfig } from "./config";
import { DomainError } from "../record/errors";
import { errorBody, statusOf } from "../http/errors";
import { SESSION_COOKIE } from "../service/tokens";
import { dynamoClient } from "../store/table";
import { ApiGatewaySender } from "./api-gateway-sender";
import { gameCore } from "../compose/game-core";
import { liveService } from "../compose/live";

/** $connect carries the handshake's headers too, which the v2 WebSocket type leaves out. */
type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string | undefined> };

const config = await lambdaConfig();
const sender = ApiGatewaySender.at(process.env.LIVE_ENDPOINT!);
const live = liveService(gameCore({ config, dynamo: dynamoClient() }), { sender });

export const handler = observed(async (event: WebSocketEvent): Promise<APIGatewayProxyResultV2> => {
  const { connectionId, routeKey } = event.requestContext;
  if (routeKey === "$connect") {
    const header = (name: string) => Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
    try {
      await live.open(connectionId, {
        game: event.queryStringParameters?.game,
        token: event.queryStringParameters?.token,
        sessionCookie: parse(header("cookie") ?? "", SESSION_COOKIE)[SESSION_COOKIE],
        origin: header("origin"),
      });
    } catch (error) {
      if (error instanceof DomainError) return { statusCode: statusOf(error), body: JSON.stringify(await errorBody(error)) };
      throw error;
    }
    return { statusCode: 200 };
  }
  if (routeKey === "$disconnect") {
    const connection = await live.connections.get(connectionId);
    if (connection) await live.disconnect(connectionId, connection.gameId);
    return { statusCode: 200 };
  }
  await live.receive(connectionId, event.body ?? "");
  return { statusCode: 200 };
});
