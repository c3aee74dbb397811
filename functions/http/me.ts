// The caller's own account: profile, vacations, web push subscriptions, mailed seat links, their games.
import type { AreaDeps, Env, RequestKit } from "./context";
import { createPublicKey } from "node:crypto";
import { Hono } from "hono";
import { lazily } from "../../shared/engine/lazy";
import * as z from "../../shared/zod";
import { DEFAULT_REMINDERS, type User } from "../store/users";
import { checkVacations, serverProfileBody } from "../service/auth";
import { pushRemovalBody, pushSubscriptionBody, vacationBody, type PublicUser } from "../../shared/api/index";
import { refuseUncallable } from "../net/outbound";
import { DomainError } from "../record/errors";
import { SEEN_EVERY_MS, seenIsStale } from "../record/silent-absence";

/** POST /api/me/push's body, with what only the server can check: a callable endpoint, a curve point. */
const serverPushSubscriptionBody = lazily(() =>
  pushSubscriptionBody().check(
    z.superRefine((body, ctx) => {
      refuseUncallable("A push endpoint", ["endpoint"])(body.endpoint, ctx);
      if (!isP256Point(body.keys.p256dh)) {
        ctx.addIssue({
          code: "custom",
          path: ["keys", "p256dh"],
          message: "the browser's public key: a P-256 point, 65 bytes in base64url",
        });
      }
    }),
  ),
);

/** The bytes of base64url text, or null when it is not base64url. */
function base64UrlBytes(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]*$/.test(text) ? Buffer.from(text, "base64url") : null;
}

/**
 * Whether `key` is a browser's push key as RFC 8291 has it: an uncompressed P-256 point (0x04, x, y)
 * that lies on the curve. A bad one saved would make every notice to its user fail.
 */
function isP256Point(key: string): boolean {
  const point = base64UrlBytes(key);
  if (point?.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

export function meRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { now, users, service } = deps;
  const { withBody, requireUser } = kit;
  const app = new Hono<Env>();

  app.get("/api/me", async (c) => {
    const user = await requireUser(c);
    // The app asks for this when it opens: that is being seen (a seat is silent after a turn away).
    if (seenIsStale(user.lastSeenAt, now().getTime())) await users.markSeen(user.id, now(), SEEN_EVERY_MS);
    return c.json({ user: publicUser(user) });
  });

  app.patch(
    "/api/me",
    withBody(serverProfileBody, async (c, read) => {
      const user = await requireUser(c);
      const body = await read();
      if (body.name !== undefined && body.name !== user.name) await deps.moderation.checkName(body.name);
      const updated = await users.update(user.id, body);
      if (!updated) throw new DomainError("unauthenticated", "not-signed-in", "Your account no longer exists: sign in again.");
      return c.json({ user: publicUser(updated) });
    }),
  );

  app.put(
    "/api/me/vacations",
    withBody(vacationBody, async (c, read) => {
      const user = await requireUser(c);
      const { vacations } = await read();
      checkVacations(vacations, now());
      return c.json({ user: publicUser((await users.update(user.id, { vacations }))!) });
    }),
  );

  // Web push: the public key the browser subscribes with, and the subscriptions themselves.
  app.get("/api/push/key", async (c) => {
    if (!deps.config.vapid) throw new DomainError("not-found", "push-off", "Push notifications are not set up on this server.");
    return c.json({ publicKey: (await deps.config.vapid()).publicKey });
  });

  app.post(
    "/api/me/push",
    withBody(serverPushSubscriptionBody, async (c, read) => {
      const user = await requireUser(c);
      const subscription = await read();
      await users.addPushSubscription(user.id, { endpoint: subscription.endpoint, keys: subscription.keys });
      return c.json({ subscribed: true }, 201);
    }),
  );

  app.post(
    "/api/me/push/remove",
    withBody(pushRemovalBody, async (c, read) => {
      const user = await requireUser(c);
      const { endpoint } = await read();
      await users.removePushSubscription(user.id, endpoint);
      return c.body(null, 204);
    }),
  );

  // Seat links mailed to the caller: earlier ones stop working, their seats play on from the session.
  app.post("/api/me/mail-links/revoke", async (c) => {
    const user = await requireUser(c);
    return c.json({ games: await service.revokeMailLinks(user.id) });
  });

  app.get("/api/me/games", async (c) => {
    const user = await requireUser(c);
    return c.json({ games: await service.listForUser(user.id) });
  });

  return app;
}

export function publicUser(user: User): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    guest: user.guest,
    lang: user.lang,
    timeZone: user.timeZone,
    turnEmails: user.turnEmails,
    digest: user.digest,
    quietHours: user.quietHours,
    webhookUrl: user.webhookUrl,
    vacations: user.vacations,
    autoPlayForced: user.autoPlayForced ?? false,
    vacationWhenSilent: user.vacationWhenSilent ?? false,
    reminders: user.reminders ?? DEFAULT_REMINDERS,
    restDays: user.restDays ?? [],
    night: user.night ?? null,
    emailTrouble: user.emailTrouble ?? null,
    ...(user.deletionDueAt ? { deletionDueAt: user.deletionDueAt } : {}),
    ...(user.deletionCancelledAt ? { deletionCancelledAt: user.deletionCancelledAt } : {}),
  };
}
