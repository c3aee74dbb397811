// The values a request chooses from and the sizes it may have. Plain data without zod, so that the web
// client's shell can import them without the schemas.

/** Reminders before a deadline: at half the turn's time, a day before, an hour before. */
export const REMINDER_KINDS = ["half", "day", "hour"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What the clock does when a deadline passes: a bot plays the turn, the turn is skipped, or the seat forfeits. */
export const TIMEOUT_POLICIES = ["bot", "skip", "forfeit"] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];

/** The most missed deadlines in a row a game may wait for before a seat is silent (docs/clocks.md). */
export const MAX_SILENT_AFTER = 5;

/** The most timeouts a creator may allow in 90 days for open seats: the rhythm keeps the last 30. */
export const MAX_TIMEOUTS_REQUIRED = 30;

/** The clocks a game may have: days per move. */
export const TIME_PER_MOVE_DAYS = [1, 2, 3, 5, 7, 14] as const;

/** The time banks the new-game form offers (any bank within BANK_LIMITS may be asked for). */
export const BANK_PRESETS = [
  { initialDays: 3, incrementDays: 1, maxDays: 7 },
  { initialDays: 7, incrementDays: 1, maxDays: 14 },
  { initialDays: 14, incrementDays: 2, maxDays: 30 },
] as const;

/** Bounds of a time bank, in days: a bank of a season would never time anyone out. */
export const BANK_LIMITS = { initialDays: 30, incrementDays: 7, maxDays: 60 } as const;

export const CHAT_MAX_CHARS = 500;
export const NOTE_MAX_CHARS = 2000;

export const TOURNAMENT_FORMATS = ["round-robin", "swiss"] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
export type TournamentStatus = "open" | "active" | "finished" | "cancelled";

/** Tournaments (shared/api/tournaments.ts). The most entrants a tournament takes: a round's games, their players and the tournament fit one write. */
export const MAX_TOURNAMENT_ENTRANTS = 32;
/** Games per pairing at two seats, cycles of the schedule at bigger tables. */
export const MAX_TOURNAMENT_CYCLES = 4;
export const TOURNAMENT_NAME_MAX_CHARS = 60;
/** Public tournaments one creator may have open for entry at once: the lobby is nobody's alone. */
export const MAX_OPEN_TOURNAMENTS_PER_USER = 3;
/**
 * Leagues (docs/tournaments.md, "Leagues on the server"): a club's ladder of a few divisions of a
 * season's worth of opponents each. Every invitation and the league fit one write (DynamoDB's 100 items).
 */
export const MAX_LEAGUE_DIVISIONS = 6;
export const MAX_DIVISION_PLAYERS = 16;
/** A league's season is a round-robin of each division played this many times. */
export const MAX_LEAGUE_CYCLES = 2;

/** A player's display name: the server's limit, which the forms that take a name state too. */
export const PLAYER_NAME_MAX_CHARS = 40;

/** How many players one person may block: enough for any abuse one meets, and a bound on each block list's read. */
export const MAX_BLOCKS = 200;
