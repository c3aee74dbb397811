// Friends (docs/social.md): mutual, so one asks and the other accepts or declines, and either may end
// it. Only friends may invite each other by name (the league form's players, `requireFriends`);
// anyone else comes in by a link. Nobody is befriended, nor asked, by someone they blocked or who
// blocked them (`BlockedBetween`, the blocks' port).
import { type FriendsPage, MAX_FRIENDS, MAX_REQUESTS_IN, MAX_REQUESTS_OUT, namedUserId } from "../../shared/api/index";
import { DomainError } from "../record/errors";
import type { FriendItem, FriendStore, FriendTie } from "../store/friends";
import { isWellFormedId } from "../store/ids";
import type { User, UserStore } from "../store/users";

/** Whether either of two users blocked the other: filled by the blocks' store (functions/compose/area-services.ts). */
export type BlockedBetween = (a: string, b: string) => Promise<boolean>;

const count = (ties: FriendItem[], tie: FriendTie) => ties.filter((t) => t.tie === tie).length;

export class FriendService {
  constructor(
    private readonly store: FriendStore,
    private readonly users: UserStore,
    private readonly blockedBetween: BlockedBetween,
    private readonly now: () => Date,
  ) {}

  /** The user's friends and their requests both ways, newest first. */
  async page(userId: string): Promise<FriendsPage> {
    const ties = (await this.store.list(userId)).sort((a, b) => b.since.localeCompare(a.since));
    const of = (tie: FriendTie) => ties.filter((t) => t.tie === tie).map(({ userId, name, since }) => ({ userId, name, since }));
    return { friends: of("friends"), incoming: of("askedBy"), outgoing: of("asked") };
  }

  /**
   * `user` asks the player `named` (a user id or a profile's address). Asking one who asked you first
   * accepts their request: both want it.
   */
  async ask(user: User, named: string): Promise<void> {
    requireAccount(user);
    const otherId = namedUserId(named);
    if (otherId === user.id) throw new DomainError("invalid", "self-friend", "You cannot ask yourself to be your friend.");
    const other = isWellFormedId(otherId) ? await this.users.get(otherId) : null;
    if (!other)
      throw new DomainError("not-found", "user-not-found", `Nobody has the id "${otherId.slice(0, 64)}".`, {
        userId: otherId.slice(0, 64),
      });
    if (other.guest) {
      throw new DomainError(
        "invalid",
        "guest-friend",
        `${other.name} plays as a guest: a guest signs in with an address before making friends.`,
      );
    }
    await this.refuseIfBlocked(user.id, other.id);
    const [mine, theirs] = await Promise.all([this.store.list(user.id), this.store.list(other.id)]);
    const tie = mine.find((t) => t.userId === other.id)?.tie;
    if (tie === "friends") throw new DomainError("conflict", "already-friends", `You and ${other.name} are friends already.`);
    if (tie === "asked") throw new DomainError("conflict", "already-asked", `You asked ${other.name} already: the answer is theirs.`);
    if (tie === "askedBy") return this.accept(user, other.id);
    if (count(mine, "asked") >= MAX_REQUESTS_OUT) {
      throw new DomainError(
        "too-many",
        "too-many-requests",
        `You have ${MAX_REQUESTS_OUT} requests waiting for an answer: withdraw one first.`,
      );
    }
    if (count(theirs, "askedBy") >= MAX_REQUESTS_IN) {
      throw new DomainError(
        "too-many",
        "requests-full",
        `${other.name} has ${MAX_REQUESTS_IN} requests to answer already: try again later.`,
      );
    }
    refuseIfFull(mine, theirs, other.name);
    // Lost to a request of theirs made meanwhile: the tie exists, and this request is answered by it.
    if (!(await this.store.ask({ id: user.id, name: user.name }, { id: other.id, name: other.name }, this.now()))) {
      throw new DomainError("conflict", "already-asked", `You and ${other.name} have a request between you already: reload.`);
    }
  }

  /** `user` accepts the request `otherId` sent them. */
  async accept(user: User, otherId: string): Promise<void> {
    await this.refuseIfBlocked(user.id, otherId);
    const [mine, theirs] = await Promise.all([this.store.list(user.id), isWellFormedId(otherId) ? this.store.list(otherId) : []]);
    refuseIfFull(mine, theirs, mine.find((t) => t.userId === otherId)?.name ?? otherId);
    if (!(isWellFormedId(otherId) && (await this.store.accept(user.id, otherId, this.now())))) throw noRequest();
  }

  /** `user` declines the request `otherId` sent them: the asker is told nothing more than that it is gone. */
  async decline(user: User, otherId: string): Promise<void> {
    if (!(isWellFormedId(otherId) && (await this.store.end(user.id, otherId, ["askedBy"])))) throw noRequest();
  }

  /** `user` ends their friendship with `otherId`, or withdraws their request to them. */
  async remove(user: User, otherId: string): Promise<void> {
    if (!(isWellFormedId(otherId) && (await this.store.end(user.id, otherId, ["friends", "asked"])))) {
      throw new DomainError("not-found", "not-friends", "You are not friends with this player, nor did you ask them.", { userId: otherId });
    }
  }

  /** Ends whatever tie `userId` and `otherId` have (friends, or a request either way): a block ends it. */
  async cut(userId: string, otherId: string): Promise<void> {
    await this.store.end(userId, otherId, ["friends", "asked", "askedBy"]);
  }

  /**
   * Refuses, naming the first, when a player of `named` (by id, with their names) other than `user` is
   * not their friend: only friends are invited by name.
   */
  async requireFriends(user: User, named: readonly { id: string; name: string }[]): Promise<void> {
    const friends = new Set((await this.store.list(user.id)).filter((t) => t.tie === "friends").map((t) => t.userId));
    const stranger = named.find((p) => p.id !== user.id && !friends.has(p.id));
    if (stranger) {
      throw new DomainError(
        "forbidden",
        "not-friends",
        `You and ${stranger.name} are not friends: only friends are invited by name, anyone else by the link.`,
        { userId: stranger.id, name: stranger.name },
      );
    }
  }

  private async refuseIfBlocked(a: string, b: string): Promise<void> {
    // Said the same way whoever blocked whom: a blocked player learns nothing more.
    if (await this.blockedBetween(a, b)) throw new DomainError("forbidden", "blocked", "You and this player cannot be friends.");
  }
}

function requireAccount(user: User): void {
  if (user.guest)
    throw new DomainError("forbidden", "guest-friends", "Sign in with your email address to make friends: a guest keeps none.");
}

function refuseIfFull(mine: FriendItem[], theirs: FriendItem[], otherName: string): void {
  if (count(mine, "friends") >= MAX_FRIENDS) {
    throw new DomainError("too-many", "too-many-friends", `You have ${MAX_FRIENDS} friends, the most one may have: remove one first.`);
  }
  if (count(theirs, "friends") >= MAX_FRIENDS) {
    throw new DomainError("too-many", "friends-full", `${otherName} has ${MAX_FRIENDS} friends, the most one may have.`);
  }
}

const noRequest = () => new DomainError("not-found", "no-request", "This player has no request waiting for your answer.");
