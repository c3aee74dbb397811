// Each user's deadlines as a calendar feed: a private URL (`/cal/<secret>.ics`) that calendar apps poll,
// listing a game wherever the user is awaited and a deadline runs. The secret is the feed's only
// authority, so Settings can replace it (the old URL stops at once) or turn the feed off.
import type { MyGame } from "../../shared/api/index";
import { randomToken } from "../store/ids";
import type { User, UserStore } from "../store/users";
import type { GameService } from "./games";

/** What a feed shows: whose it is, and their games that wait on them under a clock. */
export interface CalendarDeadlines {
  user: User;
  games: MyGame[];
}

/** The shape of the secrets this service hands out (randomToken's: 32 bytes in base64url). */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export class CalendarService {
  constructor(
    private readonly users: Pick<UserStore, "get" | "setCalendarSecret" | "userIdForCalendar">,
    private readonly games: Pick<GameService, "listForUser">,
  ) {}

  /** A new secret for the user's feed; a previous one stops working. */
  async renew(user: User): Promise<string> {
    const secret = randomToken();
    await this.users.setCalendarSecret(user, secret);
    return secret;
  }

  async stop(user: User): Promise<void> {
    if (user.calendarSecret) await this.users.setCalendarSecret(user, null);
  }

  /** The feed's contents for `secret`, or null when no feed has it (never was, or replaced, or stopped). */
  async deadlines(secret: string): Promise<CalendarDeadlines | null> {
    if (!SECRET.test(secret)) return null;
    const userId = await this.users.userIdForCalendar(secret);
    const user = userId ? await this.users.get(userId) : null;
    if (!user || user.calendarSecret !== secret) return null;
    const games = (await this.games.listForUser(user.id)).filter((game) => game.yourTurn && game.status === "active" && game.deadline);
    return { user, games };
  }
}
