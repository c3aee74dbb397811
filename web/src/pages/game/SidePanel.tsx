// The column beside the board (under it on a phone): the result, the rematch, the log, the folded
// social and notice panels, the rules revision the game plays, the seed once the game is over, and the
// links out.
import { useState } from "preact/hooks";
import type { EventView, GamePage as GamePageAnswer } from "../../../../shared/api/index";
import { Link } from "../../router";
import { useI18n, useSession } from "../../ui";
import { GameSocial, Rematch } from "../GameSocial";
import { RulesLink } from "../rules-parts";
import { GameNotifications } from "./GameNotifications";
import { LogPanel } from "./LogPanel";
import { PlanAhead } from "./PlanAhead";
import type { GamePlugin } from "../../plugin";
import type { GameHistory } from "./use-history";

/** Side panels start open where they sit beside the board, folded under it on a phone. */
const wideScreen = () => matchMedia("(min-width: 860px)").matches;

export function SidePanel(props: {
  detail: GamePageAnswer;
  events: EventView[];
  lastVisit: number | null;
  history: GameHistory;
  playerName(seat: number): string;
  onChange(): void;
  /** The game's plugin once loaded: the plan panel describes moves with it. */
  plugin: GamePlugin | null;
}) {
  const { t } = useI18n();
  const { user } = useSession();
  const { detail, playerName } = props;
  /** Chat messages waiting unread in the folded panel. */
  const [unreadChat, setUnreadChat] = useState(0);
  const finished = detail.status === "finished";
  return (
    <aside class="side">
      {finished && detail.result && <Result detail={detail} playerName={playerName} />}
      {finished && detail.seat !== null && <Rematch detail={detail} />}
      {props.plugin && detail.seat !== null && !finished && <PlanAhead detail={detail} plugin={props.plugin} playerName={playerName} />}
      <LogPanel events={props.events} lastVisit={props.lastVisit} history={props.history} playerName={playerName} />
      <details class="fold" open={wideScreen()}>
        <summary>
          {t("game.more")}
          {unreadChat > 0 && <span class="badge unread"> {t("chat.unread", { count: unreadChat })}</span>}
        </summary>
        <GameSocial detail={detail} onChange={props.onChange} onUnread={setUnreadChat} />
        {detail.seat !== null && !finished && <GameNotifications key={user?.id ?? "no-session"} id={detail.id} />}
      </details>
      {detail.revision !== undefined && props.plugin && <RulesRevision game={detail.game} revision={detail.revision} />}
      {finished && detail.seed && <p class="fine">{t("game.seed", { seed: detail.seed, hash: detail.seedHash ?? "" })}</p>}
      <p>
        <RulesLink game={detail.game} />
      </p>
      <p>
        <Link href="/">{t("game.back")}</Link>
      </p>
    </aside>
  );
}

/** The revision the game plays and what each revision up to it changed: the game's catalog is loaded with its board. */
function RulesRevision({ game, revision }: { game: string; revision: number }) {
  const { t } = useI18n();
  return (
    <details class="fold">
      <summary>{t("game.revision", { revision })}</summary>
      <p class="fine">{t("game.revisionKept")}</p>
      <ul>
        {Array.from({ length: revision }, (_, i) => i + 1).map((n) => (
          <li key={n}>{t("game.revisionChange", { revision: n, change: t(`${game}.revision.${n}`) })}</li>
        ))}
      </ul>
    </details>
  );
}

function Result({ detail, playerName }: { detail: GamePageAnswer; playerName(seat: number): string }) {
  const { t } = useI18n();
  const result = detail.result!;
  return (
    <section class="result" aria-labelledby="result-title">
      <h2 id="result-title">{t("result.title")}</h2>
      <table aria-labelledby="result-title">
        <thead>
          <tr>
            <th scope="col">{t("result.player")}</th>
            <th scope="col">{t("result.score")}</th>
          </tr>
        </thead>
        <tbody>
          {result.scores.map((score, seat) => (
            <tr key={seat} class={result.winners.includes(seat) ? "winner" : undefined}>
              <th scope="row">
                {playerName(seat)}
                {result.winners.includes(seat) && <span class="badge"> {t("result.winner")}</span>}
              </th>
              <td>{score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
