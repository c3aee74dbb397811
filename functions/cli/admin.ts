// The operator's command line (docs/operations.md, "Moderation"): finds people and games, reads the
// moderation queue and acts, through the same stores as the service, on the local stack's table or a
// deployed one. Every action is logged with who ran it (--by, else TURNPOST_OPERATOR, else the login).
//   npm run admin -- <command> [arguments]      (npm run admin -- help lists them)
// The table: TURNPOST_TABLE (default "turnpost", the local stack's) at DYNAMODB_ENDPOINT (default: AWS's,
// with the operator's credentials; http://127.0.0.1:8000 for the local stack's DynamoDB Local). Mail to
// the player acted on: SMTP_URL, or SES with TURNPOST_MAIL_FROM set, else the local stack's outbox
// (TURNPOST_OUTBOX, default .data/outbox).
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { randomBytes } from "node:crypto";
import { userInfo } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Config } from "../config";
import { core, type Core } from "../compose/core";
import { moderationService } from "../compose/moderation";
import { type Mailer, OutboxMailer, SesMailer, SmtpMailer } from "../mail/mailer";
import { DomainError } from "../record/errors";
import type { ModerationService } from "../service/moderation";
import { isWellFormedId } from "../store/ids";
import type { BlockKind, ModerationCase } from "../store/moderation";
import { usersNamed } from "../store/user-scan";
import { dynamoClient } from "../store/table";

export interface AdminDeps {
  built: Pick<Core, "games" | "users" | "rhythms">;
  moderation: ModerationService;
  /** Where the answers go, a line each. */
  out: (line: string) => void;
}

const USAGE = `usage: npm run admin -- <command> [--by <operator>] [--limit <n>]
  user <id | address | part of a name>     find a user
  game <id>                                a game's record and log
  queue                                    the open reports and appeals, oldest first
  case <id>                                one report or appeal
  resolve <case> <note…>                   close a case; a reporter is told it was looked at
  hide <game> <message id> <why…>          take a message out of a game's chat
  rename <user> <name> <why…>              give a player another name
  suspend <user> <until YYYY-MM-DD> <why…> suspend an account until a day (UTC)
  ban <user> <why…>                        close an account
  lift <user> <why…>                       end a suspension or a ban
  untimeout <user> <time> <why…>           take back a timeout counted at that time (\`user\` lists them)
  blocklist add|remove domain|name <value> [why…]
  blocklist list domain|name
  log                                      the actions taken, newest first`;

class UsageError extends Error {}

const caseLine = (entry: ModerationCase) =>
  `${entry.id}  ${entry.createdAt}  ${entry.type === "report" ? `${entry.kind} report (${entry.reason}) by ${entry.by}` : "appeal"} of ${entry.userId}: ${JSON.stringify(entry.excerpt)}${entry.text ? ` — ${JSON.stringify(entry.text)}` : ""}`;

/** Runs one command; answers the exit code (0 done, 1 refused, 2 a usage error). */
export async function runAdmin(args: string[], deps: AdminDeps, operator: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { by: { type: "string" }, limit: { type: "string" } },
  });
  const by = values.by ?? operator;
  const limit = Math.min(1000, Math.max(1, Number(values.limit ?? 50) || 50));
  const [command, ...rest] = positionals;
  const { built, moderation, out } = deps;
  const need = (count: number, names: string) => {
    if (rest.length < count || rest.slice(0, count).some((word) => !word)) throw new UsageError(`${command} takes ${names}`);
    return rest;
  };
  const why = (from: number) => {
    const words = rest.slice(from).join(" ").trim();
    if (!words) throw new UsageError(`${command} needs a reason: it is logged and told`);
    return words;
  };
  try {
    switch (command) {
      case "user": {
        const [query] = need(1, "an id, an address or part of a name");
        await findUser(query!, deps);
        return 0;
      }
      case "game": {
        const [id] = need(1, "a game id");
        const game = isWellFormedId(id!) ? await built.games.get(id!) : null;
        if (!game) throw new DomainError("not-found", "not-found", `No game has the id ${id}.`);
        const { state: _state, seed: _seed, ...record } = game;
        out(JSON.stringify(record, null, 2));
        for (const event of await built.games.events(game.id, 0, limit))
          out(`${event.version}  ${event.at}  seat ${event.seat} by ${event.by}: ${JSON.stringify(event.move)}`);
        return 0;
      }
      case "queue": {
        const open = await moderation.queue(limit);
        for (const entry of open) out(caseLine(entry));
        out(`${open.length} open.`);
        return 0;
      }
      case "case": {
        const [id] = need(1, "a case id");
        const entry = await moderation.readCase(id!);
        out(JSON.stringify(entry, null, 2));
        return 0;
      }
      case "resolve": {
        const [id] = need(1, "a case id and a note");
        const entry = await moderation.resolve(id!, by, why(1));
        out(`Resolved ${entry.id}.${entry.by ? " The reporter is told it was looked at." : ""}`);
        return 0;
      }
      case "hide": {
        const [game, message] = need(2, "a game id, a message id and why");
        await moderation.hide(game!, message!, by, why(2));
        out(`Hidden ${message} from the chat of ${game}; its author is told.`);
        return 0;
      }
      case "rename": {
        const [user, name] = need(2, "a user id, a name and why");
        await moderation.rename(user!, name!, by, why(2));
        out(`Renamed ${user} ${JSON.stringify(name)}; they are told.`);
        return 0;
      }
      case "suspend": {
        const [user, day] = need(2, "a user id, a day (YYYY-MM-DD) and why");
        const until = /^\d{4}-\d\d-\d\d$/.test(day!) ? new Date(`${day}T00:00:00Z`) : new Date(Number.NaN);
        if (Number.isNaN(until.getTime())) throw new UsageError(`suspend takes a day such as 2027-01-31, not ${day}`);
        const { games } = await moderation.restrict(user!, until, by, why(2));
        out(`Suspended ${user} until ${day}; their seats in ${games.length} games in progress go to stand-ins.`);
        return 0;
      }
      case "ban": {
        const [user] = need(1, "a user id and why");
        const { games } = await moderation.restrict(user!, null, by, why(1));
        out(`Banned ${user}; their seats in ${games.length} games in progress go to stand-ins.`);
        return 0;
      }
      case "lift": {
        const [user] = need(1, "a user id and why");
        await moderation.lift(user!, by, why(1));
        out(`Lifted the restriction of ${user}.`);
        return 0;
      }
      case "untimeout": {
        const [user, at] = need(2, "a user id, the timeout's time and why");
        await moderation.untimeout(user!, at!, by, why(2));
        out(`Took back the timeout of ${user} at ${at}.`);
        return 0;
      }
      case "blocklist":
        return await blocklist(rest, deps, by);
      case "log": {
        for (const action of await moderation.actions(limit))
          out(`${action.at}  ${action.by}  ${action.command} ${action.target}: ${action.why}`);
        return 0;
      }
      case undefined:
      case "help":
        out(USAGE);
        return command ? 0 : 2;
      default:
        throw new UsageError(`no command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      out(`admin: ${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof DomainError) {
      out(`admin: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

async function findUser(query: string, { built, out }: AdminDeps): Promise<void> {
  const byId = isWellFormedId(query) ? await built.users.get(query) : null;
  const byAddress = query.includes("@") ? await built.users.userIdForEmail(query.toLowerCase()) : null;
  const exact = byId ?? (byAddress ? await built.users.get(byAddress) : null);
  if (exact) {
    const { calendarSecret: _secret, ...user } = exact;
    out(JSON.stringify(user, null, 2));
    const rhythm = await built.rhythms.get(exact.id);
    if (rhythm?.timeouts.length) out(`timeouts: ${rhythm.timeouts.join(", ")}`);
    for (const game of await built.games.listForUser(exact.id)) out(`game ${game.id}  ${game.game}  ${game.status}`);
    return;
  }
  const named = await usersNamed(built.users, query);
  for (const user of named) out(`${user.id}  ${JSON.stringify(user.name)}  ${user.email ?? "(guest)"}`);
  out(`${named.length} found.`);
}

async function blocklist(rest: string[], { moderation, out }: AdminDeps, by: string): Promise<number> {
  const [action, kind, value, ...reason] = rest;
  if (kind !== "domain" && kind !== "name") throw new UsageError("blocklist takes domain or name");
  const blockKind: BlockKind = kind;
  if (action === "list") {
    const entries = await moderation.blocked(blockKind);
    for (const entry of entries) out(entry);
    out(`${entries.length} ${kind}s blocked.`);
    return 0;
  }
  if (!value) throw new UsageError(`blocklist ${action} ${kind} takes a value`);
  const why = reason.join(" ").trim() || "blocklist";
  if (action === "add") {
    out(`Blocked the ${kind} ${await moderation.block(blockKind, value, by, why)}.`);
    return 0;
  }
  if (action === "remove") {
    await moderation.unblock(blockKind, value, by, why);
    out(`Unblocked the ${kind} ${value}.`);
    return 0;
  }
  throw new UsageError("blocklist takes add, remove or list");
}

/** The mailer of the environment: SMTP, SES, or the local stack's outbox. */
function mailerOf(env: NodeJS.ProcessEnv, from: string): Mailer {
  if (env.SMTP_URL) return new SmtpMailer(from, env.SMTP_URL);
  if (env.TURNPOST_MAIL_FROM) return new SesMailer(from, new SESv2Client({}));
  return new OutboxMailer(from, env.TURNPOST_OUTBOX ?? resolve(import.meta.dirname, "../../.data/outbox"));
}

/** The service on the table the environment names. */
export function adminDeps(env: NodeJS.ProcessEnv, out: (line: string) => void): AdminDeps {
  const config: Config = {
    tableName: env.TURNPOST_TABLE ?? "turnpost",
    appUrl: env.TURNPOST_APP_URL ?? "http://localhost:3000",
    mailFrom: env.TURNPOST_MAIL_FROM ?? "Turnpost <turns@turnpost.local>",
    // The command line signs no session or link: a key of its own, never used.
    sessionSecret: randomBytes(32),
    local: env.DYNAMODB_ENDPOINT !== undefined,
    vapid: null,
  };
  const built = core({ config, dynamo: dynamoClient(env.DYNAMODB_ENDPOINT) });
  return { built, moderation: moderationService(built, mailerOf(env, config.mailFrom)), out };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const operator = process.env.TURNPOST_OPERATOR ?? userInfo().username;
  runAdmin(process.argv.slice(2), adminDeps(process.env, console.log), operator).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`admin: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
