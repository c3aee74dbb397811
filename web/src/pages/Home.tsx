// Home: the sign-in form when signed out, else my games (awaiting me first, then the rest, finished apart).
import { useEffect, useState } from "preact/hooks";
import { PLAYER_NAME_MAX_CHARS } from "../../../shared/api/choices";
import type { GameSummary, MyGame, PlayerView } from "../../../shared/api/index";
import { listOf } from "../../../shared/i18n/index";
import { ApiError, api } from "../api";
import { since, timeLeft } from "../i18n/index";
import { Link } from "../router";
import { ErrorNote, useI18n, useSession } from "../ui";
import { useAction } from "./form";
import { RulesShelf } from "./rules-parts";

export function Home() {
  const { user } = useSession();
  const { t } = useI18n();
  if (user === undefined) return <p class="loading">{t("loading")}</p>;
  if (user === null) {
    return (
      <section class="panel narrow">
        <h1>{t("home.welcome")}</h1>
        <p>{t("home.pitch")}</p>
        <SignIn next="/" />
        <RulesShelf />
      </section>
    );
  }
  return (
    <>
      <MyGames />
      <RulesShelf />
    </>
  );
}

/** A create form's place for someone not signed in by email: its title and the sign-in, back here after. */
export function SignInFirst({ title, next }: { title: string; next: string }) {
  return (
    <section class="panel narrow">
      <h1>{title}</h1>
      <SignIn next={next} />
    </section>
  );
}

/** Email sign-in; with `onGuest`, also "play as a named guest" (from an invite or seat link). */
export function SignIn({ next, onGuest }: { next: string; onGuest?: (name: string) => Promise<void> }) {
  const { t } = useI18n();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, submit } = useAction();

  return (
    <div class="sign-in">
      {onGuest && (
        <form class="stack" noValidate onSubmit={submit(() => onGuest(name.trim()))}>
          <h2>{t("signIn.guestTitle")}</h2>
          <label>
            {t("signIn.guestName")}
            <input
              required
              maxLength={PLAYER_NAME_MAX_CHARS}
              autoComplete="nickname"
              value={name}
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
          </label>
          <button type="submit" disabled={busy || name.trim() === ""}>
            {t("signIn.guestSubmit")}
          </button>
        </form>
      )}
      <form
        class="stack"
        noValidate
        onSubmit={submit(async () => {
          await api.signInByEmail(email.trim(), next);
          setSentTo(email.trim());
        })}
      >
        <h2>{t("signIn.emailTitle")}</h2>
        <label>
          {t("signIn.email")}
          <input type="email" required autoComplete="email" value={email} onInput={(e) => setEmail((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" disabled={busy}>
          {t("signIn.emailSubmit")}
        </button>
        {sentTo && (
          <p class="notice" role="status">
            {t("signIn.sent", { email: sentTo })}
          </p>
        )}
      </form>
      <ErrorNote error={error} />
      {error instanceof ApiError && (error.code === "address-bounced" || error.code === "address-complained") && (
        <p>
          <Link href="/settings#settings-email">{t("signIn.fixAddress")}</Link>
        </p>
      )}
    </div>
  );
}

function MyGames() {
  const { t } = useI18n();
  const [games, setGames] = useState<MyGame[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    api.myGames().then(setGames, setError);
  }, []);

  if (error) return <ErrorNote error={error} />;
  if (!games) return <p class="loading">{t("loading")}</p>;

  // A rematch offered to me waits on my answer as much as my turn does.
  const mine = (g: MyGame) => g.yourTurn || ("rematchOf" in g && g.seat === null && g.status === "open");
  const awaiting = games.filter(mine);
  const others = games.filter((g) => !mine(g) && g.status !== "finished");
  const finished = games.filter((g) => g.status === "finished");
  return (
    <section class="panel">
      <div class="row spread">
        <h1>{t("games.title")}</h1>
        <Link href="/new" class="button">
          {t("nav.newGame")}
        </Link>
      </div>
      {games.length === 0 && <p>{t("games.none")}</p>}
      <GameList title={t("games.yourTurn")} games={awaiting} />
      <GameList title={t("games.others")} games={others} />
      <GameList title={t("games.finished")} games={finished} />
    </section>
  );
}

function GameList({ title, games }: { title: string; games: MyGame[] }) {
  if (games.length === 0) return null;
  return (
    <section class="game-list">
      <h2>{title}</h2>
      <ul>
        {games.map((game) => (
          <GameItem game={game} key={game.id} />
        ))}
      </ul>
    </section>
  );
}

/** The one line a summary is read as: whose turn it is, or how the game ended. */
/** A seat's name as this reader reads it: a computer player by its level in their language. */
export function seatName(
  player: PlayerView | undefined,
  seat: number,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  if (player?.bot) return t(`lobby.seat.${player.bot}`);
  if (player?.former) return t("player.former", { label: player.former });
  return player?.name ?? t("player.default", { n: seat + 1 });
}

export function summaryStatus(game: GameSummary, t: (key: string, params?: Record<string, unknown>) => string, lang: "en" | "fr"): string {
  const name = (seat: number) => seatName(game.players[seat], seat, t);
  if (game.status === "open") {
    const taken = game.players.filter((p) => p.name !== null).length;
    return t("status.open", { taken, total: game.players.length });
  }
  if (game.status === "finished") {
    const winners = game.result?.winners ?? [];
    return winners.length === 0 ? t("status.over") : t("status.won", { names: listOf(winners.map(name), lang), count: winners.length });
  }
  if (game.yourTurn) return t("status.yourTurn");
  return t("status.waitingFor", { names: listOf(game.awaiting.map(name), lang) });
}

function GameItem({ game }: { game: MyGame }) {
  const { t, lang } = useI18n();
  const opponents = game.players.filter((p) => !p.you).map((p) => (p.name === null ? t("player.open") : seatName(p, p.seat, t)));
  const when = game.status === "finished" ? game.updatedAt : (game.turnSince ?? game.updatedAt);
  return (
    <li class={game.yourTurn ? "game-item mine" : "game-item"}>
      <Link href={`/play/${encodeURIComponent(game.id)}`}>
        <span class="game-name">{game.gameName}</span>
        <span class="opponents">{t("games.with", { names: listOf(opponents, lang) })}</span>
        <span class="turn">{summaryStatus(game, t, lang)}</span>
        {"rematchOf" in game && game.seat === null && <span class="badge">{t("rematch.offered")}</span>}
        {game.unreadChat ? <span class="badge unread">{t("chat.unread", { count: game.unreadChat })}</span> : null}
        <time dateTime={when}>{since(when, lang)}</time>
        {game.status === "active" && game.deadline && (
          <time class="left" dateTime={game.deadline}>
            {timeLeft(game.deadline, lang, t)}
          </time>
        )}
      </Link>
    </li>
  );
}
