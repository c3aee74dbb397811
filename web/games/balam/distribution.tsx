// The Balam board's distribution editor: each wealth routed from where it lies to a building, and why a
// route is refused.
import { useState } from "preact/hooks";
import type { BalamMove, BalamView } from "../../../shared/games/balam/index";
import { DESTINATIONS, planRefusal, sameLoc, viewTransport } from "../../../shared/games/balam/rules-distribution";
import type { Route } from "../../../shared/games/balam/state";
import { buildingAt } from "../../../shared/games/balam/describe";
import { Icon } from "./icons";
import { MoveButton, type Ctx } from "./common";

type Loc = { site: number; slot: number };
type Distribute = Extract<BalamMove, { type: "distribute" }>;

/** Why a route the legal moves do not offer is refused: the engine's distribution rule, in the reader's words. */
function blockedReason(view: BalamView, seat: number, route: Route, { t, playerName }: Ctx): string {
  const refusal = planRefusal(viewTransport(view, seat), view.plan ?? [], [route]);
  return refusal ? t(refusal.key, refusal.params, playerName) : "";
}

export function Distribution({
  view,
  ctx,
  legalMoves,
  onMove,
}: {
  view: BalamView;
  ctx: Ctx;
  legalMoves: BalamMove[];
  onMove(m: BalamMove): void;
}) {
  const { t, seat, playerName } = ctx;
  const [selected, setSelected] = useState<string | null>(null);
  if (seat === null) return null;
  const king = view.kings[seat]!;
  const waiting = view.kings.filter((k) => !k.planSubmitted).map((k) => playerName(k.seat));
  const plan = view.plan ?? [];
  const routes = legalMoves.filter((m): m is Distribute => m.type === "distribute" && m.routes.length === 1 && !m.submit);
  const submit = legalMoves.find((m): m is Distribute => m.type === "distribute" && m.submit);
  const own = view.sites
    .filter((s) => s.owner === seat)
    .flatMap((s) => s.buildings.map((b) => ({ loc: { site: s.index, slot: b.slots[0]! }, b })));
  const sources = own.filter(({ loc, b }) => b.token && !plan.some((r) => sameLoc(r.from, loc)));
  const source = sources.find(({ loc }) => `${loc.site}:${loc.slot}` === selected) ?? null;
  const dests = own.filter(({ loc, b }) => DESTINATIONS.has(b.kind) && !(source && sameLoc(loc, source.loc)));
  const describeLoc = (l: Loc) => ({ ...l, kind: buildingAt(view, l)?.kind });
  return (
    <section class="balam-distribution" aria-labelledby="balam-distribution-title">
      <h2 id="balam-distribution-title">{t("balam.distribution")}</h2>
      {waiting.length > 0 && <p>{t("balam.waitingFor", { names: waiting.join(", ") })}</p>}
      {king.planSubmitted ? (
        <p class="fine">{t("balam.planIn")}</p>
      ) : submit ? (
        <>
          <p class="fine">{t("balam.distributionHelp")}</p>
          <h3>{t("balam.yourPlan")}</h3>
          {plan.length === 0 ? (
            <p class="fine">{t("balam.noRoutes")}</p>
          ) : (
            <ol class="plan">
              {plan.map((r, i) => (
                <li key={i}>
                  {t("balam.move.route", {
                    wealth: buildingAt(view, r.from)?.token,
                    fromSite: r.from.site,
                    toSite: r.to.site,
                    toSlot: r.to.slot,
                    kind: buildingAt(view, r.to)?.kind,
                  })}
                </li>
              ))}
            </ol>
          )}
          <h3 id="balam-sources">{t("balam.toRoute")}</h3>
          {sources.length === 0 ? (
            <p class="fine">{t("balam.nothingToRoute")}</p>
          ) : (
            <div class="choices" role="group" aria-labelledby="balam-sources">
              {sources.map(({ loc, b }) => {
                const id = `${loc.site}:${loc.slot}`;
                return (
                  <button
                    key={id}
                    type="button"
                    class="option"
                    data-source={id}
                    aria-pressed={id === selected}
                    onClick={() => setSelected(id === selected ? null : id)}
                  >
                    {b.token && <Icon name={b.token} size={20} />} {t("balam.tokenAt", { wealth: b.token, ...describeLoc(loc) })}
                  </button>
                );
              })}
            </div>
          )}
          {source && (
            <div class="destinations">
              <h3 id="balam-dests">{t("balam.sendTo")}</h3>
              {dests.length === 0 ? (
                <p class="fine">{t("balam.noDestination")}</p>
              ) : (
                <ul>
                  {dests.map(({ loc }) => {
                    const move = routes.find((m) => sameLoc(m.routes[0]!.from, source.loc) && sameLoc(m.routes[0]!.to, loc));
                    const where = t("balam.destination", describeLoc(loc));
                    return (
                      <li key={`${loc.site}:${loc.slot}`}>
                        {move ? (
                          <MoveButton move={move} ctx={ctx} onMove={onMove} />
                        ) : (
                          <span class="blocked" data-blocked={`${loc.site}:${loc.slot}`}>
                            {where}: {blockedReason(view, seat, { from: source.loc, to: loc }, ctx)}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          )}
          <div class="choices submit">
            <MoveButton move={submit} ctx={ctx} onMove={onMove} label={t("balam.submitPlan")} />
          </div>
        </>
      ) : null}
    </section>
  );
}
