// The friends' routes of docs/social.md as typed calls, beside api.ts.
import type { FriendsPage } from "../../shared/api/index";
import { request } from "./api";

const friend = (id: string) => `/api/friends/${encodeURIComponent(id)}`;

export const friendsApi = {
  page: async () => (await request<FriendsPage>("GET", "/api/friends")).data,
  /** `user`: a user id or a profile's address. */
  ask: async (user: string) => (await request<FriendsPage>("POST", "/api/friends/requests", { body: { user } })).data,
  /** The caller's answer to another's request, or the end of a friendship or of the caller's own request. */
  act: async (userId: string, action: "accept" | "decline" | "remove") =>
    (await request<FriendsPage>("POST", `${friend(userId)}/${action}`, { body: {} })).data,
};
