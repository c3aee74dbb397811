// The HTTP API of a process, built on its core.
import { createApp } from "../http/app";
import type { AppOptions } from "../http/context";
import type { Mailer } from "../mail/mailer";
import type { ApiCore } from "./api-core";
import type { Core } from "./core";

/**
 * The HTTP API of a process (its Hono app). Its areas beyond a game's own routes, and the services only
 * they use, are built at the first request to one of them (./api-areas.ts): a cold start that answers a
 * move loads none of their modules.
 */
export function apiApp(built: ApiCore | Core, options: AppOptions & { mailer: Mailer }) {
  return createApp({ ...built, ...options }, (kit) => import("./api-areas").then((module) => module.apiAreas(built, options, kit)));
}
