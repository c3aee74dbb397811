// Yucatàn in the browser: the hex board as SVG (terrain, river marks, beaches, cities with their prisoners
// and pyramid, villages by size and owner, warriors with their carried prisoners and, for their owner,
// their guild), the players' panels, and the actions: legal targets are focusable hexes with a name; a
// warrior is selected first, then one of its highlighted destinations; deploy and the two starting
// warriors ask for a guild. Every move goes through the shell's confirm step. Hexes changed since the
// viewer's last visit are outlined and say so.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { DescribeContext } from "../../../shared/games/module";
import type { Hex } from "../../../shared/games/yucatan/board";
import { boardFor, GUILDS, type Guild } from "../../../shared/games/yucatan/data";
import { describeYucatanMove } from "../../../shared/games/yucatan/describe";
import type { YucatanMove, YucatanView } from "../../../shared/games/yucatan/index";
import { en, fr } from "../../../shared/games/yucatan/messages";
import type { Translate } from "../../../shared/i18n/index";
import { YUCATAN_TERRAIN } from "../../../shared/palette";
import { PanZoom } from "../../src/pan-zoom";
import type { BoardProps, GamePlugin, OptionsProps } from "../../src/plugin";
import { FirstPlayerChoice } from "../../src/first-player";
import { PyramidMark, SEAT_COLOURS, SEAT_INK, VillageMark, WarriorMark } from "./marks";
import { describeHex, guildName, type Names, seatFacts, sinceMarks } from "./words";
import "./yucatan.css";

type View = YucatanView;
type Move = YucatanMove;
type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

const SIZE = 20;
const SQRT3 = Math.sqrt(3);
const SETUP_STAGES = ["largeVillage", "smallVillage", "neutralVillage", "warriors"] as const;

function centre(h: Hex): [number, number] {
  return [SIZE * SQRT3 * (h.q + h.r / 2), SIZE * 1.5 * h.r];
}

function corners(size: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(size * Math.cos(a)).toFixed(2)},${(size * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
}
const HEX = corners(SIZE - 0.4);
/** A hex's width across its flat sides, the narrowest way a thumb meets it. */
const HEX_WIDTH = (SIZE - 0.4) * SQRT3;
const BEACH = corners(SIZE - 2.6);
const RING = corners(SIZE - 2);

/** The viewer's legal moves sorted by what the board offers on each hex. */
interface Choices {
  placeVillage: Map<number, Move>;
  setup: MoveOf<"placeWarriors">[];
  setupHexes: Set<number>;
  establish: Map<number, Move>;
  enlarge: Map<number, Move>;
  deploy: Map<number, Guild[]>;
  moves: Map<number, Map<number, Move>>;
  remove: Map<number, Move>;
  build: Move | null;
  pass: Move | null;
}

function sortChoices(legalMoves: Move[]): Choices {
  const c: Choices = {
    placeVillage: new Map(),
    setup: [],
    setupHexes: new Set(),
    establish: new Map(),
    enlarge: new Map(),
    deploy: new Map(),
    moves: new Map(),
    remove: new Map(),
    build: null,
    pass: null,
  };
  for (const m of legalMoves) {
    switch (m.type) {
      case "placeVillage":
        c.placeVillage.set(m.hex, m);
        break;
      case "placeWarriors":
        c.setup.push(m);
        for (const h of m.hexes) c.setupHexes.add(h);
        break;
      case "establish":
        c.establish.set(m.hex, m);
        break;
      case "enlarge":
        c.enlarge.set(m.hex, m);
        break;
      case "deploy":
        c.deploy.set(m.hex, [...(c.deploy.get(m.hex) ?? []), m.guild]);
        break;
      case "move": {
        if (!c.moves.has(m.warrior)) c.moves.set(m.warrior, new Map());
        c.moves.get(m.warrior)!.set(m.to, m);
        break;
      }
      case "removeWarrior":
        c.remove.set(m.warrior, m);
        break;
      case "build":
        c.build = m;
        break;
      case "pass":
        c.pass = m;
        break;
    }
  }
  return c;
}

interface Target {
  label: string;
  kind: string;
  activate(): void;
}

/** A seat's pyramid, prisoners, fed warriors, reserve and villages, in words. */
function Players({ view, seat, playerName, t }: { view: View; seat: number | null; playerName(seat: number): string; t: Translate }) {
  return (
    <ul class="yucatan-players" aria-label={t("yucatan.players")}>
      {view.seats.map((s) => {
        const turn = view.awaiting.includes(s.seat);
        return (
          <li key={s.seat} class={turn ? "turn" : undefined} aria-current={turn ? "step" : undefined}>
            <svg class="swatch" viewBox="-10 -10 20 20" aria-hidden="true">
              <circle r="9" fill={SEAT_COLOURS[s.seat]} />
            </svg>
            <span class="who">
              <strong>{playerName(s.seat)}</strong>
              {s.seat === seat && ` (${t("player.you")})`}
              {turn && view.phase !== "over" && <span class="to-play"> · {t("yucatan.toPlay")}</span>}
            </span>
            <span class="facts">{seatFacts(view, s, t).join(" · ")}</span>
            <svg class="pyramid-meter" viewBox="-9 -12 18 15" aria-hidden="true">
              <PyramidMark level={s.pyramid} x={0} y={0} scale={1.1} />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}

/** The words above the board: which setup step, whose decision, what to do. */
function prompt(
  view: View,
  mine: boolean,
  c: Choices,
  ui: UiState,
  playerName: (s: number) => string,
  t: Translate,
): { stage: string | null; text: string } {
  const stageIndex = SETUP_STAGES.indexOf(view.phase as (typeof SETUP_STAGES)[number]);
  const stage = stageIndex >= 0 ? t("yucatan.stage", { n: stageIndex + 1 }) : null;
  if (view.phase === "over") return { stage, text: t("yucatan.over", { name: playerName(view.winner ?? 0) }) };
  if (!mine) {
    const awaited = view.awaiting[0] ?? view.turn;
    if (stageIndex >= 0)
      return { stage, text: t("yucatan.wait.setup", { name: playerName(awaited), what: t(`yucatan.wait.${view.phase}`) }) };
    if (view.pending) return { stage, text: t("yucatan.wait.remove", { name: playerName(view.pending.seat) }) };
    return { stage, text: t("yucatan.wait.play", { name: playerName(awaited) }) };
  }
  if (ui.guildFor)
    return {
      stage,
      text: t(ui.guildFor.purpose === "setup" ? "yucatan.prompt.guild" : "yucatan.prompt.deployGuild", { hex: ui.guildFor.hex }),
    };
  if (view.phase === "warriors")
    return { stage, text: t(ui.picks.length === 1 ? "yucatan.prompt.warriorsSecond" : "yucatan.prompt.warriors") };
  if (view.phase === "neutralVillage") return { stage, text: t("yucatan.prompt.neutralVillage", { left: view.neutralVillagesLeft }) };
  if (stageIndex >= 0) return { stage, text: t(`yucatan.prompt.${view.phase}`) };
  if (c.remove.size > 0) return { stage, text: t("yucatan.prompt.remove") };
  if (c.pass) return { stage, text: t("yucatan.prompt.pass") };
  if (ui.selected !== null) return { stage, text: t("yucatan.prompt.moveSelected", { id: ui.selected }) };
  return { stage, text: t("yucatan.prompt.play") };
}

interface UiState {
  /** The selected warrior's id. */
  selected: number | null;
  /** A hex waiting for its guild: a deploy, or one of the two starting warriors. */
  guildFor: { hex: number; purpose: "deploy" | "setup" } | null;
  /** Starting warriors chosen so far. */
  picks: { hex: number; guild: Guild }[];
}
const NOTHING: UiState = { selected: null, guildFor: null, picks: [] };

function Board({ view, since, legalMoves, seat, onMove, t, playerName }: BoardProps<View, Move>) {
  const board = boardFor(view.players);
  const [ui, setUi] = useState<UiState>(NOTHING);
  const pickerRef = useRef<HTMLDivElement>(null);
  // A new position (or a move sent) ends any half-made choice.
  useEffect(() => setUi(NOTHING), [view]);
  // In the same task as the render that opens the picker: a later effect could take the focus from a
  // guild the player (or a fast keyboard) already went to, and Enter would then choose the first guild.
  useLayoutEffect(() => {
    if (ui.guildFor) pickerRef.current?.querySelector("button")?.focus();
  }, [ui.guildFor]);

  const c = sortChoices(legalMoves);
  const names: Names = { t, playerName, seat };
  const warriorAt = new Map(view.warriors.map((w) => [w.hex, w]));
  const villageAt = new Map(view.villages.map((v) => [v.hex, v]));
  const cityAt = new Map(view.cities.map((city) => [city.hex, city]));
  const selected = ui.selected === null ? null : (view.warriors.find((w) => w.id === ui.selected) ?? null);
  const changes = sinceMarks(view, since, names);

  const chooseGuild = (guild: Guild) => {
    const at = ui.guildFor!;
    if (at.purpose === "deploy") {
      onMove({ type: "deploy", hex: at.hex, guild });
      return;
    }
    const picks = [...ui.picks, { hex: at.hex, guild }];
    if (picks.length < 2) {
      setUi({ ...NOTHING, picks });
      return;
    }
    // The engine lists each pair of hexes once, in its own order: match either order.
    const legal = c.setup.find(
      (m) =>
        (m.hexes[0] === picks[0]!.hex &&
          m.hexes[1] === picks[1]!.hex &&
          m.guilds[0] === picks[0]!.guild &&
          m.guilds[1] === picks[1]!.guild) ||
        (m.hexes[0] === picks[1]!.hex &&
          m.hexes[1] === picks[0]!.hex &&
          m.guilds[0] === picks[1]!.guild &&
          m.guilds[1] === picks[0]!.guild),
    );
    setUi(NOTHING);
    if (legal) onMove(legal);
  };

  /** What choosing this hex does now, if anything. */
  const targetAt = (hex: number): Target | null => {
    const w = warriorAt.get(hex);
    const place = c.placeVillage.get(hex);
    if (place)
      return {
        kind: "place",
        label: t(view.phase === "neutralVillage" ? "yucatan.do.placeNeutral" : "yucatan.do.placeVillage"),
        activate: () => onMove(place),
      };
    if (c.setup.length > 0) {
      if (ui.picks.some((p) => p.hex === hex)) {
        return {
          kind: "picked",
          label: t("yucatan.do.setupPicked"),
          activate: () => setUi({ ...NOTHING, picks: ui.picks.filter((p) => p.hex !== hex) }),
        };
      }
      if (c.setupHexes.has(hex))
        return {
          kind: "place",
          label: t("yucatan.do.placeWarrior"),
          activate: () => setUi({ ...ui, guildFor: { hex, purpose: "setup" } }),
        };
      return null;
    }
    if (c.remove.size > 0) {
      const remove = w && c.remove.get(w.id);
      return remove ? { kind: "remove", label: t("yucatan.do.remove"), activate: () => onMove(remove) } : null;
    }
    if (selected) {
      if (w?.id === selected.id) return { kind: "selected", label: t("yucatan.do.deselect"), activate: () => setUi(NOTHING) };
      const move = c.moves.get(selected.id)?.get(hex);
      if (move) {
        const attack = w !== undefined && w.owner !== seat;
        return {
          kind: attack ? "attack" : "destination",
          label: t(attack ? "yucatan.do.attack" : "yucatan.do.move"),
          activate: () => onMove(move),
        };
      }
    }
    if (w && w.owner === seat && c.moves.has(w.id))
      return { kind: "warrior", label: t("yucatan.do.select"), activate: () => setUi({ ...NOTHING, selected: w.id }) };
    if (selected) return null;
    const establish = c.establish.get(hex);
    if (establish) return { kind: "action", label: t("yucatan.do.establish"), activate: () => onMove(establish) };
    const enlarge = c.enlarge.get(hex);
    if (enlarge) return { kind: "action", label: t("yucatan.do.enlarge"), activate: () => onMove(enlarge) };
    if (c.deploy.has(hex))
      return { kind: "action", label: t("yucatan.do.deploy"), activate: () => setUi({ ...NOTHING, guildFor: { hex, purpose: "deploy" } }) };
    return null;
  };

  const xs = board.hexes.map((h) => centre(h)[0]);
  const ys = board.hexes.map((h) => centre(h)[1]);
  const minX = Math.min(...xs) - SIZE,
    minY = Math.min(...ys) - SIZE;
  const width = Math.max(...xs) - minX + SIZE,
    height = Math.max(...ys) - minY + SIZE;
  const { stage, text } = prompt(view, legalMoves.length > 0, c, ui, playerName, t);
  // Establish or enlarge under the selected warrior: offered beside the board, as the hex selects the warrior.
  const underSelected = selected
    ? [c.establish.get(selected.hex), c.enlarge.get(selected.hex)].filter((m): m is Move => m !== undefined)
    : [];
  const guildChoices: Guild[] = ui.guildFor?.purpose === "deploy" ? (c.deploy.get(ui.guildFor.hex) ?? []) : [...GUILDS];
  const ownReserve = seat === null ? null : view.seats[seat]!.reserveGuilds;
  const pickedGuilds = (g: Guild) => ui.picks.filter((p) => p.guild === g).length;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside clears the selection.
    <div
      class="yucatan"
      onKeyDown={(event) => {
        if (event.key === "Escape" && (ui.selected !== null || ui.guildFor || ui.picks.length)) setUi(NOTHING);
      }}
    >
      <Players view={view} seat={seat} playerName={playerName} t={t} />
      <div class="yucatan-prompt" aria-live="polite">
        {stage && <strong class="stage">{stage} · </strong>}
        <span>{text}</span>
      </div>
      <PanZoom width={width} height={height} smallestTarget={HEX_WIDTH} t={t} refocus={`${ui.selected}:${legalMoves.length}`}>
        <svg
          class="yucatan-board"
          viewBox={`${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`}
          role="group"
          aria-label={t("yucatan.board")}
        >
          {board.hexes.map((hex) => {
            const [x, y] = centre(hex);
            const target = targetAt(hex.id);
            const city = cityAt.get(hex.id);
            const village = villageAt.get(hex.id);
            const w = warriorAt.get(hex.id);
            const pick =
              ui.picks.find((p) => p.hex === hex.id) ??
              (ui.guildFor?.purpose === "setup" && ui.guildFor.hex === hex.id ? { hex: hex.id, guild: null } : null);
            const crowded = w !== undefined || pick !== null;
            const changed = changes.get(hex.id);
            const description = [describeHex(view, hex, names), ...(changed ?? [])].join(", ");
            const classes = [
              "hex",
              hex.terrain,
              target ? `target ${target.kind}` : "",
              ui.guildFor?.hex === hex.id ? "pending" : "",
              changed ? "changed" : "",
            ]
              .filter(Boolean)
              .join(" ");
            const activate = (event: Event) => {
              event.preventDefault();
              target?.activate();
            };
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: the role is "button" whenever there is a handler.
              <g
                key={hex.id}
                transform={`translate(${x.toFixed(2)} ${y.toFixed(2)})`}
                class={classes}
                data-hex={hex.id}
                role={target ? "button" : "img"}
                tabindex={target ? 0 : undefined}
                aria-label={target ? `${target.label}: ${description}` : description}
                onClick={target ? activate : undefined}
                onKeyDown={
                  target
                    ? (event) => {
                        if (event.key === "Enter" || event.key === " ") activate(event);
                      }
                    : undefined
                }
              >
                <polygon points={HEX} class="ground" fill={city ? SEAT_COLOURS[city.seat] : YUCATAN_TERRAIN[hex.terrain]} />
                {hex.beach && <polygon points={BEACH} class="beach" />}
                {!hex.beach && hex.rivers.length > 0 && !city && <path d="M-8 -10 q4 -3.5 8 0 t8 0" class="river" />}
                {city && <PyramidMark level={view.seats[city.seat]!.pyramid} x={crowded ? -6 : 0} y={crowded ? -4 : 1} scale={0.9} />}
                {city && (
                  <text x={crowded ? -6 : 0} y={crowded ? 10 : 13} text-anchor="middle" class="city-prisoners" fill={SEAT_INK[city.seat]}>
                    {city.prisoners}
                  </text>
                )}
                {village && <VillageMark owner={village.owner} size={village.size} x={crowded ? -7 : 0} y={crowded ? -5 : -1} />}
                {!city && !village && !crowded && hex.terrain !== "greatRiver" && hex.terrain !== "mountain" && (
                  <text y="13" text-anchor="middle" class="number" aria-hidden="true">
                    {hex.id}
                  </text>
                )}
                {w && <WarriorMark w={w} x={village || city ? 5 : 0} y={village || city ? 5 : 1} t={t} />}
                {!w && pick && seat !== null && (
                  <WarriorMark w={{ owner: seat, guild: pick.guild, prisoners: 0, revealed: false }} x={0} y={1} t={t} tentative />
                )}
                {changed && (
                  // Not colour alone: a thick outline and the word at the hex's top.
                  <>
                    <polygon points={RING} class="since" />
                    <text y="-10" text-anchor="middle" class="since-word" aria-hidden="true">
                      {t("board.new")}
                    </text>
                  </>
                )}
                {target && <polygon points={RING} class="ring" />}
              </g>
            );
          })}
        </svg>
      </PanZoom>
      {(ui.guildFor || ui.selected !== null || ui.picks.length > 0 || c.build || c.pass) && (
        <div class="yucatan-actions">
          {ui.guildFor && (
            <div class="row guilds" ref={pickerRef} role="group" aria-label={text}>
              {guildChoices.map((g) => {
                const left = (ownReserve?.[g] ?? 0) - pickedGuilds(g);
                return (
                  <button key={g} type="button" data-guild={g} disabled={left <= 0} onClick={() => chooseGuild(g)}>
                    <span class="guild-mark" aria-hidden="true">
                      {t(`yucatan.guildMark.${g}`)}
                    </span>{" "}
                    {t("yucatan.chooseGuild", { guild: guildName(g, t), left })}
                  </button>
                );
              })}
            </div>
          )}
          {underSelected.length > 0 && (
            <div class="row">
              <span>{t("yucatan.alsoHere")}</span>
              {underSelected.map((m) => (
                <button key={m.type} type="button" class="secondary" onClick={() => onMove(m)}>
                  {t(m.type === "establish" ? "yucatan.do.establish" : "yucatan.do.enlarge")}
                </button>
              ))}
            </div>
          )}
          <div class="row">
            {(ui.selected !== null || ui.guildFor) && (
              <button
                type="button"
                class="secondary"
                onClick={() => setUi(ui.guildFor?.purpose === "setup" ? { ...NOTHING, picks: ui.picks } : NOTHING)}
              >
                {t("yucatan.cancel")}
              </button>
            )}
            {ui.picks.length > 0 && (
              <button type="button" class="secondary" onClick={() => setUi(NOTHING)}>
                {t("yucatan.startOver")}
              </button>
            )}
            {c.build && seat !== null && (
              <button type="button" onClick={() => onMove(c.build!)}>
                {t("yucatan.build", { level: view.seats[seat]!.pyramid + 1 })}
              </button>
            )}
            {c.pass && (
              <button type="button" onClick={() => onMove(c.pass!)}>
                {t("yucatan.pass")}
              </button>
            )}
          </div>
        </div>
      )}
      <p class="fine">{t("yucatan.supply", { supply: view.prisonerSupply, neutral: view.neutralVillagesLeft })}</p>
    </div>
  );
}

/** The create form's options: the first player (drawn at random by default) and the quick setup, off by default (the setup of the text). */
function Options({ players, value, onChange, t }: OptionsProps) {
  return (
    <fieldset class="stack">
      <legend>{t("yucatan.options")}</legend>
      <label class="check">
        <input
          type="checkbox"
          checked={value.quickSetup === true}
          onChange={(e) => onChange({ ...value, quickSetup: (e.target as HTMLInputElement).checked })}
        />
        {t("yucatan.quickSetup")}
      </label>
      <FirstPlayerChoice game="yucatan" players={players} value={value} onChange={onChange} t={t} />
    </fieldset>
  );
}

/** The board in words: what to do now, each player's facts, then every hex that holds a city, village or warrior. */
function describeBoard({ view, seat, t, playerName }: DescribeContext<View>): string[] {
  const names: Names = { t, playerName, seat };
  const mine = seat !== null && view.awaiting.includes(seat);
  const { stage, text } = prompt(view, mine, sortChoices(view.legalMoves), NOTHING, playerName, t);
  const players = view.seats.map((s) => {
    const who = s.seat === seat ? `${playerName(s.seat)} (${t("player.you")})` : playerName(s.seat);
    const turn = view.awaiting.includes(s.seat) && view.phase !== "over" ? `, ${t("yucatan.toPlay")}` : "";
    return `${who}${turn}: ${seatFacts(view, s, t).join(", ")}.`;
  });
  const taken = new Set([...view.cities.map((c) => c.hex), ...view.villages.map((v) => v.hex), ...view.warriors.map((w) => w.hex)]);
  const hexes = boardFor(view.players)
    .hexes.filter((hex) => taken.has(hex.id))
    .map((hex) => describeHex(view, hex, names));
  return [[stage, text].filter(Boolean).join(": "), ...players, `${t("yucatan.board")}. ${hexes.join("; ")}.`];
}

const plugin: GamePlugin<View, Move> = { Board, describeMove: describeYucatanMove, describeBoard, messages: { en, fr }, Options };
export default plugin;
