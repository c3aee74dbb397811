// Who an offered seat goes to first (docs/clocks.md, "Substitutes"): the players' friends, from the
// friends' items, and who may never take it, from the blocks' (docs/social.md).
import type { BlockStore } from "../store/blocks";
import type { FriendStore } from "../store/friends";

export interface SeatOfferCircle {
  /** The friends of any of `userIds`. */
  friendsOf(userIds: string[]): Promise<Set<string>>;
  /** Whether any of `userIds` blocked `userId`, or `userId` blocked any of them. */
  blockedWithAny(userId: string, userIds: string[]): Promise<boolean>;
}

/** The circle the friends' and blocks' items say: a friendship counts once both accepted. */
export function seatOfferCircle(friends: Pick<FriendStore, "list">, blocks: Pick<BlockStore, "blockedWith">): SeatOfferCircle {
  return {
    async friendsOf(userIds) {
      const ties = await Promise.all(userIds.map((id) => friends.list(id)));
      return new Set(ties.flat().flatMap((tie) => (tie.tie === "friends" ? [tie.userId] : [])));
    },
    async blockedWithAny(userId, userIds) {
      return (await blocks.blockedWith(userId, userIds)).size > 0;
    },
  };
}
