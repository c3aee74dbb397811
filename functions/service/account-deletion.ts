// Deleting an account (docs/privacy.md, "Deletion"): asked for in Settings, confirmed by a link mailed to
// the address (a guest's own session is its confirmation), carried out by the clock after a grace period
// that signing in cancels. Then the person's seats go to the rescue chain as "a former player", and
// everything that names them is erased; the deletion ledger keeps the id, to erase it again after a
// restore of the table.
import type { Mailer } from "../mail/mailer";
import { deletionMail } from "../mail/templates";
import { observe } from "../net/observe";
import { DomainError } from "../record/errors";
import type { GameRecord } from "../record/game";
import { asFormerPlayer } from "../record/handover";
import type { DeletionStore } from "../store/deletions";
import type { GameStore } from "../store/games";
import { randomToken, sha256Hex } from "../store/ids";
import { Conflict } from "../store/outcomes";
import type { User, UserStore } from "../store/users";
import type { SeatHandover } from "./seat-handover";

/** Days between the confirmation and the erasure, during which signing in cancels it. */
export const DELETION_GRACE_DAYS = 7;
/** How long a mailed confirmation link lives. */
const CONFIRMATION_MINUTES = 60;
const DAY_MS = 86_400_000;

/** A deleted account's stand-in in every game: an id and a label derived from its id alone, the same everywhere. */
function formerPlayerOf(userId: string): { formerId: string; label: string } {
  const hash = sha256Hex(`former-player\n${userId}`);
  return { formerId: `former-${hash.slice(0, 20)}`, label: hash.slice(0, 6).toUpperCase() };
}

const confirmationExpired = () =>
  new DomainError("invalid", "link-expired", "This confirmation link was already used or has expired: ask for a new one in Settings.");

export class AccountDeletion {
  constructor(
    private readonly users: UserStore,
    private readonly deletions: DeletionStore,
    private readonly games: Pick<GameStore, "get" | "save">,
    private readonly handover: Pick<SeatHandover, "handOverSeats">,
    /** Sends the confirmation link (null: a tool that only erases, as a restore's re-application). */
    private readonly mailer: Mailer | null,
    /** The site's origin, which the confirmation link opens. */
    private readonly origin: string,
    private readonly now: () => Date,
  ) {}

  private dueAt(): Date {
    return new Date(this.now().getTime() + DELETION_GRACE_DAYS * DAY_MS);
  }

  /**
   * The caller asks for their account's deletion: a guest's session is proof enough and it is scheduled
   * at once; a member is mailed a link that confirms it (whoever holds the session may not hold the
   * mailbox). Already scheduled: its date.
   */
  async request(user: User): Promise<{ mailed: true } | { dueAt: string }> {
    const scheduled = await this.deletions.scheduledAt(user.id);
    if (scheduled) return { dueAt: scheduled };
    if (user.guest || !user.email) return { dueAt: await this.deletions.schedule(user.id, this.dueAt()) };
    if (!this.mailer) throw new Error("account deletion: no mailer to send the confirmation");
    const token = randomToken();
    await this.deletions.putConfirmation(sha256Hex(token), user.id, new Date(this.now().getTime() + CONFIRMATION_MINUTES * 60_000));
    const url = new URL("/auth/delete", this.origin);
    url.searchParams.set("token", token);
    await this.mailer.send(deletionMail(user.lang, user.email, url.toString(), DELETION_GRACE_DAYS));
    return { mailed: true };
  }

  /** Whose deletion a live confirmation link is for, without using it up; 400 once used or expired. */
  async pending(token: string): Promise<User> {
    const userId = await this.deletions.peekConfirmation(sha256Hex(token), this.now());
    const user = userId ? await this.users.get(userId) : null;
    if (!user) throw confirmationExpired();
    return user;
  }

  /** Uses a confirmation link up and schedules the deletion it confirms; 400 once used, expired or forged. */
  async confirm(token: string): Promise<{ user: User; dueAt: string }> {
    const userId = await this.deletions.consumeConfirmation(sha256Hex(token), this.now());
    const user = userId ? await this.users.get(userId) : null;
    if (!user) throw confirmationExpired();
    return { user, dueAt: await this.deletions.schedule(user.id, this.dueAt()) };
  }

  /** Cancels the user's scheduled deletion (signing in, or Settings); false when none was scheduled. */
  cancel(userId: string): Promise<boolean> {
    return this.deletions.cancel(userId, this.now());
  }

  /** The clock's due item: erases the account if its deletion is still scheduled and due. */
  async run(userId: string): Promise<void> {
    const dueAt = await this.deletions.scheduledAt(userId);
    if (!dueAt || Date.parse(dueAt) > this.now().getTime()) return;
    await this.erase(userId);
  }

  /**
   * Erases the account `userId`: its seats in games under way go to the rescue chain as a former
   * player's, every other game's seat becomes that player's too (an open game's is freed), its chat
   * lines, events, plans and live pages are cleared of it, then its own items and lookups go. The ledger
   * is written first, so that a restore re-applies even an erasure cut short. Idempotent: a restore's
   * re-application runs it again.
   */
  async erase(userId: string): Promise<void> {
    const user = await this.users.get(userId);
    const { formerId, label } = formerPlayerOf(userId);
    await this.deletions.record(userId, this.now());
    const asFormer = (game: GameRecord) => asFormerPlayer(game, userId, formerId, label);
    const handed = await this.handover.handOverSeats(userId, "deleted", asFormer);
    const games = await this.deletions.gamesOf(userId);
    for (const gameId of games) {
      const seat = await this.anonymize(gameId, userId, formerId, asFormer);
      await this.deletions.eraseFromGame(gameId, userId, formerId, label, seat);
    }
    await this.deletions.eraseOwnItems(userId, user?.email ?? null, user?.calendarSecret);
    // Last: until then the clock tries again.
    await this.deletions.done(userId);
    // The label and counts only: the log names no person.
    observe.info("account erased", { label, games: games.length, handedOver: handed.length });
  }

  /** Makes the user's seat in `gameId` a former player's (when a hand-over did not already); answers the seat. */
  private async anonymize(gameId: string, userId: string, formerId: string, asFormer: (game: GameRecord) => GameRecord) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = await this.games.get(gameId);
      if (!game) return null;
      const seat = game.players.findIndex((p) => p.userId === userId);
      const named = seat !== -1 || game.createdBy === userId || game.players.some((p) => p.reservedFor === userId);
      if (!named) {
        const former = game.players.findIndex((p) => p.userId === formerId);
        return former === -1 ? null : former;
      }
      try {
        await this.games.save(asFormer(game), game.rev);
        return seat === -1 ? null : seat;
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }
    throw new Error(`game ${gameId}: written too often meanwhile to erase a seat`);
  }
}
