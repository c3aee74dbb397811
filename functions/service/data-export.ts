// "Download my data" (docs/privacy.md, "Access and portability"): one JSON archive of everything the
// table holds about a person, as they may see it. Each game is the record its own export gives their
// seat (./records.ts): a finished game whole with its seed, a game in flight only as their seat sees it.
import type { FriendsPage } from "../../shared/api/index";
import type { Block, BlockStore } from "../store/blocks";
import type { ChatStore } from "../store/chat";
import type { GameStore } from "../store/games";
import type { RatingStore } from "../store/ratings";
import type { RhythmStore } from "../store/rhythm";
import type { User, UserStore } from "../store/users";
import type { FriendService } from "./friends";
import type { GameService } from "./games";
import { exportGame, type GameExport } from "./records";

const DATA_EXPORT_FORMAT = "turnpost-data/1";

export interface PersonalArchive {
  format: typeof DATA_EXPORT_FORMAT;
  exportedAt: string;
  /** The user item as stored: profile, preferences, vacations, calendar secret. */
  profile: User;
  pushSubscriptions: { endpoint: string }[];
  /** Each game the person sits in, as its export gives their seat. */
  games: GameExport[];
  /** The chat messages they wrote, in every game. */
  chat: { gameId: string; at: string; text: string }[];
  notes: { gameId: string; text: string }[];
  ratings: Awaited<ReturnType<RatingStore["list"]>>;
  rhythm: Awaited<ReturnType<RhythmStore["get"]>>;
  /** Their friends and the requests waiting either way. */
  friends: FriendsPage;
  /** The players they blocked. */
  blocks: Block[];
}

export class DataExport {
  constructor(
    private readonly users: Pick<UserStore, "pushSubscriptions">,
    private readonly store: GameStore,
    private readonly service: GameService,
    private readonly chats: Pick<ChatStore, "list" | "note">,
    private readonly ratings: Pick<RatingStore, "list">,
    private readonly rhythms: Pick<RhythmStore, "get">,
    private readonly friends: Pick<FriendService, "page">,
    private readonly blocks: Pick<BlockStore, "list">,
    private readonly now: () => Date,
  ) {}

  async archive(user: User): Promise<PersonalArchive> {
    const games: GameExport[] = [];
    const chat: PersonalArchive["chat"] = [];
    const notes: PersonalArchive["notes"] = [];
    for (const { id } of await this.store.listForUser(user.id)) {
      const game = await this.store.get(id);
      if (!game) continue;
      const seat = game.players.findIndex((p) => p.userId === user.id);
      games.push(await exportGame(this.service, this.store, game, seat === -1 ? null : seat));
      for (const message of await this.chats.list(id)) {
        if (message.userId === user.id) chat.push({ gameId: id, at: message.at, text: message.text });
      }
      const note = await this.chats.note(user.id, id);
      if (note) notes.push({ gameId: id, text: note });
    }
    return {
      format: DATA_EXPORT_FORMAT,
      exportedAt: this.now().toISOString(),
      profile: user,
      // The endpoint says where the person's browser is told; its keys are the browser's, not theirs to read.
      pushSubscriptions: (await this.users.pushSubscriptions(user.id)).map(({ endpoint }) => ({ endpoint })),
      games,
      chat,
      notes,
      ratings: await this.ratings.list(user.id),
      rhythm: await this.rhythms.get(user.id),
      friends: await this.friends.page(user.id),
      blocks: await this.blocks.list(user.id),
    };
  }
}
