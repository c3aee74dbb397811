// The friends' part of the HTTP API (docs/social.md): whom a player counts as a friend, the requests
// between two players on the way there, and their bounds.
import * as z from "../zod";
import { lazily } from "../engine/lazy";

/** Friends a player may have: a picker in a form stays a list one reads through. */
export const MAX_FRIENDS = 200;
/** Requests a player may have sent and not had answered: nobody asks the whole site. */
export const MAX_REQUESTS_OUT = 50;
/** Requests waiting for one player's answer: nobody's list is flooded. */
export const MAX_REQUESTS_IN = 100;

/**
 * POST /api/friends/requests: whom to ask, by their user id or their profile's address (`…/u/<id>`).
 */
export const friendRequestBody = lazily(() => z.strictObject({ user: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) }));

/** The user id a friend request names: a profile's address gives its last part, anything else is the id. */
export function namedUserId(named: string): string {
  const profile = /\/u\/([^/?#]+)/.exec(named);
  return profile ? decodeURIComponent(profile[1]!) : named.trim();
}

/** Another player as the friends' lists show them: the name they had when the two last changed their tie. */
export interface FriendView {
  userId: string;
  name: string;
  /** When they became friends, or when the request was sent. */
  since: string;
}

/** GET /api/friends, and the answer of every change to them. */
export interface FriendsPage {
  friends: FriendView[];
  /** Requests to the caller, waiting for their answer. */
  incoming: FriendView[];
  /** The caller's own requests not answered yet. */
  outgoing: FriendView[];
}
