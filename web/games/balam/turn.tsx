// The Balam board's choices of a turn: the tax, building, attacking, and war's and the cards' decisions.
import { useState } from "preact/hooks";
import type { BalamMove, BalamView } from "../../../shared/games/balam/index";
import { COSTS, type BuildingKind } from "../../../shared/games/balam/data";
import { encode, MoveButton, siteLabel, type Ctx } from "./common";

function BuildEditor({
  view,
  ctx,
  moves,
  onMove,
}: {
  view: BalamView;
  ctx: Ctx;
  moves: Extract<BalamMove, { type: "build" }>[];
  onMove(m: BalamMove): void;
}) {
  const { t } = ctx;
  const [kind, setKind] = useState<BuildingKind | null>(null);
  const [slots, setSlots] = useState<string | null>(null);
  const kinds = [...new Set(moves.map((m) => m.kind))];
  const chosenKind = kind && kinds.includes(kind) ? kind : null;
  const ofKind = moves.filter((m) => m.kind === chosenKind);
  const placements = [...new Set(ofKind.map((m) => m.slots.join("-")))];
  const chosenSlots = slots && placements.includes(slots) ? slots : null;
  const pays = ofKind.filter((m) => m.slots.join("-") === chosenSlots);
  if (kinds.length === 0) return null;
  return (
    <div class="build" role="group" aria-labelledby="balam-build-title">
      <h3 id="balam-build-title">{t("balam.buildTitle")}</h3>
      <div class="choices">
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            class="option"
            data-kind={k}
            aria-pressed={k === chosenKind}
            onClick={() => {
              setKind(k);
              setSlots(null);
            }}
          >
            {t("balam.buildKind", { kind: k, cost: COSTS[k] })}
          </button>
        ))}
      </div>
      {chosenKind && (
        <div class="choices">
          {placements.map((p) => (
            <button key={p} type="button" class="option" data-slots={p} aria-pressed={p === chosenSlots} onClick={() => setSlots(p)}>
              {t("balam.chooseSlot", { slots: p.split("-").map(Number) })}
            </button>
          ))}
        </div>
      )}
      {chosenSlots && (
        <div class="choices">
          {pays.map((m) => (
            <MoveButton key={encode(m)} move={m} ctx={ctx} onMove={onMove} label={t("balam.payWith", { pay: m.pay })} />
          ))}
        </div>
      )}
      {view.step.site !== null && <p class="fine">{siteLabel(view.sites[view.step.site]!, ctx)}</p>}
    </div>
  );
}

function AttackEditor({ ctx, moves, onMove }: { ctx: Ctx; moves: Extract<BalamMove, { type: "attack" }>[]; onMove(m: BalamMove): void }) {
  const { t, view, playerName } = ctx;
  const [target, setTarget] = useState<string | null>(null);
  const targets = [...new Set(moves.map((m) => `${m.from}-${m.to}`))];
  const chosen = target && targets.includes(target) ? target : null;
  if (targets.length === 0) return null;
  return (
    <div class="attack" role="group" aria-labelledby="balam-attack-title">
      <h3 id="balam-attack-title">{t("balam.attackTitle")}</h3>
      <div class="choices">
        {targets.map((key) => {
          const [from, to] = key.split("-").map(Number);
          return (
            <button key={key} type="button" class="option" data-target={key} aria-pressed={key === chosen} onClick={() => setTarget(key)}>
              {t("balam.attackTarget", { from, to, defender: view.sites[to!]!.owner }, playerName)}
            </button>
          );
        })}
      </div>
      {chosen && (
        <div class="choices column">
          {moves
            .filter((m) => `${m.from}-${m.to}` === chosen)
            .map((m) => (
              <MoveButton key={encode(m)} move={m} ctx={ctx} onMove={onMove} />
            ))}
        </div>
      )}
    </div>
  );
}

export function TurnPanel({
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
  const { t, playerName } = ctx;
  const of = <T extends BalamMove["type"]>(type: T) => legalMoves.filter((m): m is Extract<BalamMove, { type: T }> => m.type === type);
  const step = view.step;
  const war = view.war;
  let intro: string;
  // Revision 3 names the garrisons (`spend`), one button each; revisions 1 and 2 say a count (`defend`).
  if (war && war.stage === "defend") {
    intro = t(of("spend").length > 0 ? "balam.step.spend" : "balam.step.defend", { attacker: war.attacker, site: war.to }, playerName);
  } else if (war && war.stage === "casualties") intro = t("balam.step.casualties");
  else if (war && war.stage === "destroy") intro = t("balam.step.destroy", { points: war.points });
  else if (step.kind === "decision") intro = t("balam.step.decision", { kind: step.card?.kind });
  else if (step.kind === "build") intro = t("balam.step.build", { site: step.site, free: step.free });
  else intro = t(`balam.step.${step.kind}`);
  const ends = of("end");
  // Everything not drawn elsewhere (flips on the cards, sites on the map, builds and attacks in their
  // editors) is a button of its own.
  const plain = legalMoves.filter((m) => !["flip", "site", "build", "attack", "end", "tax", "demolish"].includes(m.type));
  return (
    <section class="balam-turn" aria-labelledby="balam-turn-title">
      <h2 id="balam-turn-title">{t("balam.yourMove")}</h2>
      <p>{intro}</p>
      {of("tax").length > 0 && (
        <div class="choices" role="group" aria-label={t("balam.payTax")}>
          {of("tax").map((m) => (
            <MoveButton key={m.wealth} move={m} ctx={ctx} onMove={onMove} />
          ))}
        </div>
      )}
      {step.kind === "build" && <BuildEditor view={view} ctx={ctx} moves={of("build")} onMove={onMove} />}
      {of("demolish").length > 0 && (
        <div class="choices" role="group" aria-label={t("balam.demolishTitle")}>
          {of("demolish").map((m) => (
            <MoveButton key={m.slot} move={m} ctx={ctx} onMove={onMove} />
          ))}
        </div>
      )}
      <AttackEditor ctx={ctx} moves={of("attack")} onMove={onMove} />
      {plain.length > 0 && (
        <div class="choices column">
          {plain.map((m) => (
            <MoveButton key={encode(m)} move={m} ctx={ctx} onMove={onMove} />
          ))}
        </div>
      )}
      {ends.map((m) => (
        <div class="choices" key="end">
          <MoveButton move={m} ctx={ctx} onMove={onMove} />
        </div>
      ))}
    </section>
  );
}
