// Balam in the browser: the land as an SVG grid of site tiles (paths, drawn buildings on their platforms,
// the kings' pyramids and wealth), the turn's choices and the round's Katun cards beside it, the kings'
// boards, the last war's dice, the distribution editor and a legend of the pictures. What changed since
// the viewer's last visit is outlined and said (changes.ts). Every choice is one of the legal moves the server sent, and goes through the
// shell's confirm step; the engine's transport rule (transport.ts) says why a route is refused. The
// turn's choices are turn.tsx, the distribution editor distribution.tsx, what they share common.tsx.
import { useCallback, useMemo, useRef, useState } from "preact/hooks";
import type { BalamMove, BalamView } from "../../../shared/games/balam/index";
import { BUILDINGS, WEALTH } from "../../../shared/games/balam/data";
import type { BoardProps, GamePlugin } from "../../src/plugin";
import type { DescribeContext } from "../../../shared/games/module";
import { describeBalamMove } from "../../../shared/games/balam/describe";
import type { Translate } from "../../../shared/i18n/index";
import { Folded } from "../../src/folded";
import { PanZoom } from "../../src/pan-zoom";
import { changesSince } from "./changes";
import { Icon, IconDefs, SEAT_COLOURS, Use } from "./icons";
import { BALAM_LAND } from "../../../shared/palette";
import { en, fr } from "../../../shared/games/balam/messages";
import { buildingText, encode, siteLabel, type Ctx, type Site } from "./common";
import { Distribution } from "./distribution";
import { TurnPanel } from "./turn";
import "./balam.css";

const CELL = 120;
const INSET = 8;

// ---------------------------------------------------------------------------------------------------
// The land

const SIDE_END: Record<string, [number, number]> = { N: [CELL / 2, 0], E: [CELL, CELL / 2], S: [CELL / 2, CELL], W: [0, CELL / 2] };
const TILE = CELL - 2 * INSET;
/** The platforms' band at the foot of a tile, where the buildings stand. */
const PLATFORM_Y = INSET + 52;
const PLATFORM_H = 48;

/** A king's initial on their pyramids, so a colour is never the only sign of whose they are. */
const initial = (name: string) => (name.trim()[0] ?? "?").toUpperCase();

function SiteTile({
  site,
  ctx,
  target,
  onMove,
  here,
}: {
  site: Site;
  ctx: Ctx;
  target: BalamMove | null;
  onMove(m: BalamMove): void;
  here: boolean;
}) {
  const { t, playerName } = ctx;
  const gap = 3;
  const slotWidth = (TILE - 6 - (site.slots - 1) * gap) / site.slots;
  const slotX = (slot: number) => INSET + 3 + slot * (slotWidth + gap);
  const label = siteLabel(site, ctx);
  const changed = ctx.changes.sites.has(site.index);
  const features = (["volcano", "cenote", "seaside"] as const).filter((f) => site[f]);
  const interactive = target
    ? {
        role: "button" as const,
        tabindex: 0,
        "aria-label": t("balam.chooseSite", { label }),
        "data-move": encode(target),
        onClick: () => onMove(target),
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            onMove(target);
          }
        },
      }
    : { role: "img" as const, "aria-label": label };
  const markets = site.pyramids.flatMap((n, seat) => (n > 0 ? [{ n, seat }] : []));
  const at = `translate(${site.col * CELL} ${site.row * CELL})`;
  return (
    <>
      <g
        transform={at}
        class={`site${target ? " target" : ""}${here ? " here" : ""}${changed ? " changed" : ""}`}
        data-site={site.index}
        {...interactive}
      >
        <rect x={INSET} y={INSET} width={TILE} height={TILE} rx="10" class="tile" fill={BALAM_LAND.production[site.production]} />
        <text x={INSET + 6} y={INSET + 17} class="number" aria-hidden="true">
          {site.index}
        </text>
        <g aria-hidden="true">
          <title>{t("balam.produces", { wealth: site.production })}</title>
          <Use name={site.production} x={CELL - INSET - 13} y={INSET + 13} size={22} />
        </g>
        {features.map((f, i) => (
          <g key={f} aria-hidden="true">
            <title>{t(`balam.${f}`)}</title>
            <Use name={f} x={CELL - INSET - 35 - i * 20} y={INSET + 13} size={19} />
          </g>
        ))}
        {Array.from({ length: site.slots }, (_, slot) => (
          <rect
            key={slot}
            x={slotX(slot)}
            y={PLATFORM_Y}
            width={slotWidth}
            height={PLATFORM_H}
            rx="4"
            class={site.buildings.some((b) => b.slots.includes(slot)) ? "slot built" : "slot empty"}
            aria-hidden="true"
          />
        ))}
        {site.buildings.map((b) => {
          const x = slotX(b.slots[0]!);
          const width = b.slots.length * slotWidth + (b.slots.length - 1) * gap;
          const size = Math.min(width - 2, 36);
          return (
            <g key={b.slots[0]} class={`piece building b-${b.kind}`} aria-hidden="true">
              <title>{buildingText(b, t)}</title>
              <rect x={x} y={PLATFORM_Y} width={width} height={PLATFORM_H} rx="4" class="platform" />
              <Use name={b.kind} x={x + width / 2} y={PLATFORM_Y + (b.token ? 18 : PLATFORM_H / 2)} size={size} />
              {b.token && <Use name={b.token} x={x + width / 2} y={PLATFORM_Y + 38} size={16} />}
            </g>
          );
        })}
        {target && <rect x={INSET - 5} y={INSET - 5} width={TILE + 10} height={TILE + 10} rx="14" class="ring" />}
      </g>
      {/* What the tile's name already says, drawn over it outside the control, whose text is then its number
          alone, which its name contains (WCAG's label in name); a click on them reaches the tile. */}
      <g transform={at} class="site-marks" data-marks={site.index} aria-hidden="true">
        {site.owner !== null && (
          <g class="piece large">
            <Use name="pyramid" x={INSET + 18} y={INSET + 36} size={30} colour={SEAT_COLOURS[site.owner]} />
            <text x={INSET + 18} y={INSET + 46} class="initial" text-anchor="middle">
              {initial(playerName(site.owner))}
            </text>
          </g>
        )}
        {markets.map(({ n, seat }, i) => (
          <g key={seat} class="piece small">
            <Use name="small-pyramid" x={INSET + 46 + i * 28} y={INSET + 38} size={18} colour={SEAT_COLOURS[seat]} />
            <text x={INSET + 56 + i * 28} y={INSET + 47} class="count">
              {n}
            </text>
          </g>
        ))}
        {changed && (
          <g class="news">
            <rect x={INSET - 3} y={INSET - 3} width={TILE + 6} height={TILE + 6} rx="12" class="outline" />
            <rect x={CELL / 2 - 24} y={INSET - 10} width="48" height="15" rx="7" class="badge" />
            <text x={CELL / 2} y={INSET + 1} text-anchor="middle" textLength="40" lengthAdjust="spacingAndGlyphs" class="since-word">
              {t("board.new")}
            </text>
          </g>
        )}
      </g>
    </>
  );
}

function LandMap({ view, ctx, legalMoves, onMove }: { view: BalamView; ctx: Ctx; legalMoves: BalamMove[]; onMove(m: BalamMove): void }) {
  const { rows, cols, cells } = view.board;
  const siteTargets = new Map<number, BalamMove>();
  for (const m of legalMoves) if (m.type === "site") siteTargets.set(m.site, m);
  return (
    <PanZoom
      class="balam-map"
      label={ctx.t("balam.map")}
      width={cols * CELL}
      height={rows * CELL}
      smallestTarget={TILE}
      t={ctx.t}
      refocus={legalMoves.length}
    >
      <svg
        viewBox={`0 0 ${cols * CELL} ${rows * CELL}`}
        role="group"
        aria-label={ctx.t("balam.map")}
        style={{ background: BALAM_LAND.land }}
      >
        {cells.map((c) =>
          c.site === null ? (
            <g key={`${c.row}-${c.col}`} aria-hidden="true">
              <rect x={c.col * CELL + 2} y={c.row * CELL + 2} width={CELL - 4} height={CELL - 4} rx="8" class="sea" fill={BALAM_LAND.sea} />
              <Use name="seaside" x={c.col * CELL + CELL / 2} y={c.row * CELL + CELL / 2} size={40} />
            </g>
          ) : (
            <g key={`${c.row}-${c.col}`} transform={`translate(${c.col * CELL} ${c.row * CELL})`} aria-hidden="true">
              {c.exits.map((side) => (
                <line
                  key={side}
                  x1={CELL / 2}
                  y1={CELL / 2}
                  x2={SIDE_END[side]![0]}
                  y2={SIDE_END[side]![1]}
                  class="path"
                  stroke={BALAM_LAND.path}
                />
              ))}
            </g>
          ),
        )}
        {view.sites.map((site) => (
          <SiteTile
            key={site.index}
            site={site}
            ctx={ctx}
            target={siteTargets.get(site.index) ?? null}
            onMove={onMove}
            here={view.step.site === site.index}
          />
        ))}
      </svg>
    </PanZoom>
  );
}

/** What the pictures mean: folded on a phone, where the page is long already. */
function Legend({ ctx }: { ctx: Ctx }) {
  const { t } = ctx;
  const [open] = useState(() => typeof matchMedia === "function" && matchMedia("(min-width: 1000px)").matches);
  const entry = (icon: preact.ComponentChild, words: string) => (
    <li>
      {icon}
      <span>{words}</span>
    </li>
  );
  return (
    <Folded class="balam-legend" open={open} summary={t("balam.legend")}>
      <ul>
        {entry(<Icon name="pyramid" colour={SEAT_COLOURS[0]} />, t("balam.legend.city"))}
        {entry(<Icon name="small-pyramid" colour={SEAT_COLOURS[1]} />, t("balam.legend.market"))}
        {entry(<span class="swatch-path" aria-hidden="true" style={{ background: BALAM_LAND.path }} />, t("balam.legend.path"))}
        {entry(<span class="swatch-news" aria-hidden="true" />, t("balam.legend.changed"))}
        {(["volcano", "cenote", "seaside"] as const).map((f) => entry(<Icon name={f} />, t(`balam.${f}`)))}
        {WEALTH.map((w) => entry(<Icon name={w} />, t("balam.wealthName", { wealth: w })))}
        {BUILDINGS.map((b) => entry(<Icon name={b} size={26} />, t("balam.building", { kind: b })))}
      </ul>
    </Folded>
  );
}

// ---------------------------------------------------------------------------------------------------
// The kings' boards, Katun row, war

function Kings({ view, ctx }: { view: BalamView; ctx: Ctx }) {
  const { t, playerName, seat } = ctx;
  const counter = (icon: preact.ComponentChild, n: number, words: string, key: string) => (
    <span key={key} class={n ? "counter" : "counter none"} role="img" aria-label={words}>
      {icon}
      <span aria-hidden="true">{n}</span>
    </span>
  );
  return (
    <ul class="balam-kings" aria-label={t("balam.kings")}>
      {view.kings.map((k) => {
        const awaited = view.awaiting.includes(k.seat);
        const colour = SEAT_COLOURS[k.seat];
        return (
          <li
            key={k.seat}
            class={awaited ? "awaited" : undefined}
            aria-current={awaited ? "step" : undefined}
            style={{ borderTopColor: colour }}
          >
            <span class="who">
              <Icon name="pyramid" colour={colour} size={26} />
              <strong>{playerName(k.seat)}</strong>
              {k.seat === seat && ` (${t("player.you")})`}
              {awaited && view.phase === "turns" && <span class="to-play"> · {t("balam.toPlay")}</span>}
              {view.phase === "distribution" && <span class="plan"> · {k.planSubmitted ? t("balam.planSent") : t("balam.planning")}</span>}
              <span class="prestige">{t("balam.prestigePoints", { n: k.prestige })}</span>
            </span>
            <span class="wealth" role="group" aria-label={t("balam.sheet")}>
              {WEALTH.map((w) => counter(<Icon name={w} />, k.wealth[w], `${t("balam.wealthName", { wealth: w })} ${k.wealth[w]}`, w))}
            </span>
            <span class="facts">
              {counter(<Icon name="pyramid" colour={colour} />, k.cities, t("balam.cities", { n: k.cities }), "cities")}
              <span class="left" role="img" aria-label={t("balam.pyramidsLeft", { large: k.largePyramids, small: k.smallPyramids })}>
                <span aria-hidden="true">
                  {t("balam.inHand")} <Icon name="pyramid" colour={colour} size={16} />
                  {k.largePyramids} <Icon name="small-pyramid" colour={colour} size={16} />
                  {k.smallPyramids}
                </span>
              </span>
              {counter(<Icon name="observatory" />, k.observatories, t("balam.observatories", { n: k.observatories }), "obs")}
              {counter(<Icon name="ballcourt" />, k.ballCourts, t("balam.ballCourts", { n: k.ballCourts }), "ball")}
            </span>
            {view.final && (
              <span class="final">{t("balam.final", { bonus: view.final.bonus[k.seat], wealth: view.final.wealth[k.seat] })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function cardText(card: NonNullable<BalamView["katun"]["row"][number]["card"]>, t: Translate): string {
  return t("balam.cardDetail", { kind: card.kind, wealth: card.wealth, prestige: card.prestige });
}

function Katun({ view, ctx, legalMoves, onMove }: { view: BalamView; ctx: Ctx; legalMoves: BalamMove[]; onMove(m: BalamMove): void }) {
  const { t } = ctx;
  const flips = new Map<number, BalamMove>();
  for (const m of legalMoves) if (m.type === "flip") flips.set(m.card, m);
  const k = view.katun;
  return (
    <section class="balam-katun" aria-labelledby="balam-katun-title">
      <h2 id="balam-katun-title">{t("balam.katun", { round: view.round })}</h2>
      <p class="fine">{t("balam.katunFacts", { deck: k.deck, played: k.ballGames, end: k.ballGamesToEnd, eclipse: k.eclipse })}</p>
      <ol class="cards">
        {k.row.map((c) => {
          const n = c.position + 1;
          const move = flips.get(c.position);
          const text = c.card ? cardText(c.card, t) : t("balam.faceDown");
          const fresh = ctx.changes.cards.has(c.position);
          const cls = `card ${c.up ? "up" : "down"}${c.divined ? " divined" : ""}${c.card ? ` k-${c.card.kind}` : ""}${fresh ? " changed" : ""}`;
          const position = t("balam.cardPosition", { n });
          const tags = [...(c.divined ? [t("balam.divinedTag")] : []), ...(fresh ? [t("balam.cardNew")] : [])];
          // Spaces between the lines (the card lays them out in a column), so that its text reads as words.
          const body = (
            <>
              <span class="n">{position}</span> <span class="what">{text}</span>
              {tags.map((tag) => (
                <span key={tag} class="tag">{` ${tag}`}</span>
              ))}
            </>
          );
          return (
            <li key={c.position}>
              {move ? (
                <button
                  type="button"
                  class={`${cls} legal`}
                  data-move={encode(move)}
                  // Its name starts with what it shows (WCAG's label in name), then says what it does.
                  aria-label={t("balam.flipCard", { card: [position, text, ...tags].join(", ") })}
                  onClick={() => onMove(move)}
                >
                  {body}
                </button>
              ) : (
                <div class={cls} role="img" aria-label={`${position}: ${text}${tags.map((tag) => ` (${tag})`).join("")}`}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function LastWar({ view, ctx }: { view: BalamView; ctx: Ctx }) {
  const war = view.lastWar;
  if (!war) return null;
  const { t, playerName } = ctx;
  return (
    <section class="balam-war" aria-labelledby="balam-war-title">
      <h2 id="balam-war-title">{t("balam.lastWar")}</h2>
      <p>{t("balam.warLine", war as unknown as Record<string, unknown>, playerName)}</p>
      <ul class="dice" aria-label={t("balam.diceLabel")}>
        {war.dice.map((face, i) => (
          <li key={i} class={face === "skull" ? "die skull" : "die"} aria-label={t("balam.dieFace", { face })}>
            <span aria-hidden="true">{face === "skull" ? "☠" : face}</span>
          </li>
        ))}
      </ul>
      <p>{t("balam.warScore", war as unknown as Record<string, unknown>)}</p>
      <p class="outcome">{t("balam.warOutcome", war as unknown as Record<string, unknown>)}</p>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------

/** The symbols never change: one element, which Preact skips on every render after the first. */
const ICON_DEFS = <IconDefs />;

function Board({ view, since, legalMoves, seat, onMove: pageOnMove, t, playerName }: BoardProps<BalamView, BalamMove>) {
  // The page hands a new `onMove` on each of its renders (a clock, the log arriving): the board keeps one
  // that calls the latest, and reuses the map and the kings' boards while what they show stays the same.
  const latestOnMove = useRef(pageOnMove);
  latestOnMove.current = pageOnMove;
  const onMove = useCallback((move: BalamMove) => latestOnMove.current(move), []);
  const ctx = useMemo<Ctx>(() => ({ view, seat, t, playerName, changes: changesSince(since, view) }), [view, since, seat, t, playerName]);
  const map = useMemo(() => <LandMap view={view} ctx={ctx} legalMoves={legalMoves} onMove={onMove} />, [ctx, legalMoves]);
  const below = useMemo(
    () => (
      <>
        <Kings view={view} ctx={ctx} />
        <LastWar view={view} ctx={ctx} />
        <Legend ctx={ctx} />
      </>
    ),
    [ctx],
  );
  const waiting = seat !== null && view.awaiting.includes(seat) ? "" : view.awaiting.map(playerName).join(", ");
  return (
    <div class="balam">
      {map}
      <div class="balam-actions">
        {waiting && view.phase === "turns" && <p class="balam-waiting">{t("balam.waitingFor", { names: waiting })}</p>}
        {view.phase === "turns" && legalMoves.length > 0 && <TurnPanel view={view} ctx={ctx} legalMoves={legalMoves} onMove={onMove} />}
        {view.phase === "distribution" && <Distribution view={view} ctx={ctx} legalMoves={legalMoves} onMove={onMove} />}
        <Katun view={view} ctx={ctx} legalMoves={legalMoves} onMove={onMove} />
      </div>
      {below}
      {/* Last, so the board is the first picture on the page (the rules page photographs it). */}
      {ICON_DEFS}
    </div>
  );
}

/** The board in words: each king's sheet, every site of the land, then the Katun's row of cards. */
function describeBoard({ view, seat, t, playerName }: DescribeContext<BalamView>): string[] {
  const ctx: Ctx = { view, seat, t, playerName, changes: changesSince(undefined, view) };
  const kings = view.kings.map((k) => {
    const who = k.seat === seat ? `${playerName(k.seat)} (${t("player.you")})` : playerName(k.seat);
    const turn = view.awaiting.includes(k.seat) && view.phase === "turns" ? `, ${t("balam.toPlay")}` : "";
    const facts = [
      t("balam.prestigePoints", { n: k.prestige }),
      ...WEALTH.map((w) => `${t("balam.wealthName", { wealth: w })} ${k.wealth[w]}`),
      t("balam.cities", { n: k.cities }),
      t("balam.pyramidsLeft", { large: k.largePyramids, small: k.smallPyramids }),
      t("balam.observatories", { n: k.observatories }),
      t("balam.ballCourts", { n: k.ballCourts }),
    ];
    return `${who}${turn}: ${facts.join(", ")}.`;
  });
  const sites = view.sites.map((site) => `${siteLabel(site, ctx)}.`);
  const cards = view.katun.row.map(
    (c) => `${t("balam.cardPosition", { n: c.position + 1 })}: ${c.card ? cardText(c.card, t) : t("balam.faceDown")}`,
  );
  return [...kings, ...sites, `${t("balam.katun", { round: view.round })}: ${cards.join("; ")}.`];
}

const plugin: GamePlugin<BalamView, BalamMove> = { Board, describeMove: describeBalamMove, describeBoard, messages: { en, fr } };
export default plugin;
