// "Plan ahead" on the game page (docs/api.md, "Planning ahead"): while the others play, a player picks its
// next move now, for whatever they play (a premove) or for one of their possible next moves as the player
// would read it in the log (a branch). The server offers both lists, sampled from this seat's view alone;
// it plays the plan when the turn comes, or drops it and says why, here and in the turn's mail.
import { useEffect, useState } from "preact/hooks";
import type { GamePage, ObservedMove, QueueAnswer, QueuedBranch, QueueOptions } from "../../../../shared/api/index";
import { request } from "../../api";
import type { GamePlugin } from "../../plugin";
import { ErrorNote, useI18n } from "../../ui";
import { LANGS, translator, type Lang, type Translate } from "../../../../shared/i18n/index";
import { planPanelMessages } from "../../../../shared/i18n/plan-panel";

// The panel's own words travel with it (this lazily loaded part of the game page), not in the shell.
const panelWords = Object.fromEntries(LANGS.map((lang) => [lang, translator(lang, planPanelMessages)])) as Record<Lang, Translate>;

/** One option of a list, as a radio button whose words wrap on a narrow phone (a select's would be cut off). */
function Choice(props: { name: string; value: string; chosen: string; onChoose(value: string): void; text: string }) {
  return (
    <label class="check">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.chosen === props.value}
        onChange={() => props.onChoose(props.value)}
      />
      {props.text}
    </label>
  );
}

const queuePath = (id: string) => `/api/games/${encodeURIComponent(id)}/queue`;

/** Branches under `branches`, each counted once. */
const planned = (branches: readonly QueuedBranch[]): number => branches.reduce((n, b) => n + 1 + planned(b.next ?? []), 0);

export function PlanAhead({ detail, plugin, playerName }: { detail: GamePage; plugin: GamePlugin; playerName(seat: number): string }) {
  const { t, lang } = useI18n();
  const w = panelWords[lang];
  const [queue, setQueue] = useState<QueueAnswer | null>(null);
  const [options, setOptions] = useState<QueueOptions | null>(null);
  const [when, setWhen] = useState("any");
  const [play, setPlay] = useState("0");
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const waiting = detail.status === "active" && detail.seat !== null && !detail.yourTurn;

  // Asked again whenever the game moves: a plan is played, dropped or made stale by the others' moves.
  useEffect(() => {
    let cancelled = false;
    setError(null);
    request<QueueAnswer>("GET", queuePath(detail.id), { gameId: detail.id }).then(
      ({ data }) => !cancelled && setQueue(data),
      (e) => !cancelled && setError(e),
    );
    if (waiting)
      request<QueueOptions>("GET", `${queuePath(detail.id)}/options`, { gameId: detail.id }).then(
        ({ data }) => {
          if (cancelled) return;
          setOptions(data);
          setWhen("any");
          setPlay("0");
        },
        (e) => !cancelled && setError(e),
      );
    return () => {
      cancelled = true;
    };
  }, [detail.id, detail.version, waiting]);

  const describe = (move: unknown) => plugin.describeMove(move, { view: detail.view, seat: detail.seat, t, playerName });
  const read = (observed: readonly ObservedMove[]) =>
    observed.map((m) => m.log.map((line) => t(line.key, line.params, playerName)).join(" ")).join(" ");
  const branches = queue?.branches ?? [];
  // A plan made before the others' last moves answers them from there: it can be cleared, and a new
  // branch replaces it rather than joins it (its conditions would start at another move).
  const older = queue !== null && queue.version !== null && queue.version !== detail.version;
  const current = older ? [] : branches;
  // Why the plan was dropped matters on the turn it was dropped at; a later move makes it history.
  const dropped = queue?.dropped?.version === detail.version ? queue.dropped : null;

  const save = async (plan: QueuedBranch[]) => {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      if (plan.length === 0) {
        await request("DELETE", queuePath(detail.id), { gameId: detail.id });
        setQueue({ version: null, branches: [], dropped: null });
      } else {
        const { data } = await request<QueueAnswer>("PUT", queuePath(detail.id), {
          body: { version: detail.version, branches: plan },
          gameId: detail.id,
        });
        setQueue(data);
        setSaved(true);
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const add = (event: Event) => {
    event.preventDefault();
    const move = options?.moves[Number(play)];
    if (move === undefined) return;
    const reply = when === "any" ? undefined : options?.replies[Number(when)];
    // Branches are tried in order: conditions first, premoves last as the fallback.
    const branch: QueuedBranch = reply ? { if: [reply], play: move } : { play: move };
    const conditional = current.filter((b) => b.if);
    const premoves = current.filter((b) => !b.if);
    void save(reply ? [...conditional, branch, ...premoves] : [...current, branch]);
  };

  if (!waiting && !dropped) return null;
  return (
    <section class="plan" aria-labelledby="plan-title">
      <h2 id="plan-title">{w("plan.title")}</h2>
      {dropped && <p role="status">{t(`plan.dropped.${dropped.reason}`)}</p>}
      {waiting && (
        <>
          <p class="fine">{w("plan.hint")}</p>
          {older && branches.length > 0 && (
            <p class="fine" id="plan-older">
              {w("plan.older")}
            </p>
          )}
          {branches.length === 0 ? (
            <p>{w("plan.empty")}</p>
          ) : (
            <ol class="plan-branches" aria-describedby={older ? "plan-older" : undefined}>
              {branches.map((branch, i) => (
                <li key={i}>
                  {branch.if
                    ? w("plan.branch", { moves: read(branch.if), move: describe(branch.play) })
                    : w("plan.premove", { move: describe(branch.play) })}
                  {branch.next?.length ? ` (${w("plan.then", { count: planned(branch.next) })})` : ""}{" "}
                  {!older && (
                    <button type="button" disabled={busy} onClick={() => save(current.filter((_, j) => j !== i))}>
                      {w("plan.remove")}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
          {options &&
            (options.moves.length === 0 ? (
              <p>{w("plan.noMoves")}</p>
            ) : (
              <form class="stack" onSubmit={add}>
                <fieldset class="plan-choice">
                  <legend>{w("plan.when")}</legend>
                  {options.replies.length > 0 && <p class="fine">{w("plan.possible")}</p>}
                  <Choice name="when" value="any" chosen={when} onChoose={setWhen} text={w("plan.always")} />
                  {options.replies.map((reply, i) => (
                    <Choice
                      key={i}
                      name="when"
                      value={String(i)}
                      chosen={when}
                      onChoose={setWhen}
                      text={w("plan.if", { moves: read([reply]) })}
                    />
                  ))}
                </fieldset>
                <fieldset class="plan-choice">
                  <legend>{w("plan.play")}</legend>
                  {options.moves.map((move, i) => (
                    <Choice key={i} name="play" value={String(i)} chosen={play} onChoose={setPlay} text={describe(move)} />
                  ))}
                </fieldset>
                <div class="row">
                  <button type="submit" disabled={busy}>
                    {w("plan.add")}
                  </button>
                  {branches.length > 0 && (
                    <button type="button" disabled={busy} onClick={() => save([])}>
                      {w("plan.clear")}
                    </button>
                  )}
                </div>
              </form>
            ))}
          {saved && <p role="status">{w("plan.saved")}</p>}
        </>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
