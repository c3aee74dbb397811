// The HTTP API of a process, built on its core.
import { createApp } from "../http/app";
import type { AppOptions } from "../http/context";
import type { Mailer } from "../mail/mailer";
import { AuthService } from "../service/auth";
import type { Core } from "./core";

/** The HTTP API of a process (its Hono app). */
export function apiApp(built: Core, options: AppOptions & { mailer: Mailer }) {
  const auth = new AuthService(built.users, built.games, options.mailer, built.config, built.now);
  return createApp({ ...built, ...options, auth });
}
