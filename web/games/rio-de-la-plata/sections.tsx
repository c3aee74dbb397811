// The parts of Rio de la Plata's board beside the city: the ladders, fields, spots and characters where
// workers are placed, the boat, and the trades with their dialog.
import { useEffect, useRef, useState } from "preact/hooks";
import {
  CHARACTER_IDS,
  CHARACTERS,
  FOREST_CELLS,
  LADDERS,
  LADDER_IDS,
  MINE_CELLS,
  BOAT_CAPACITY_PER_PLAYER,
  ladderCells,
  type CharacterId,
} from "../../../shared/games/rio-de-la-plata/data";
import { goods } from "../../../shared/games/rio-de-la-plata/describe";
import { SEAT_COLOURS } from "./icons";
import { Fold, K, MoveButton, Place, seatStyle, type Bundle, type Ctx, type Move } from "./pieces";

export function Sections({ ctx, legal }: { ctx: Ctx; legal: Move[] }) {
  const { view, t, playerName, changes } = ctx;
  const find = (pred: (m: Move) => boolean) => legal.find(pred);
  // The characters fold on a phone even when some may be reserved (the page is long): the title counts them.
  const reservable = legal.filter((m) => m.type === "reserveCharacter").length;
  return (
    <>
      <section class="rio-section">
        <h3>{t(`${K}.ladders`)}</h3>
        {LADDER_IDS.map((l) => (
          <div key={l} class="rio-ladder">
            <span class="name">
              {t(`${K}.ladder.${l}`)}
              {view.completed.includes(l) && ` (${t(`${K}.completed`)})`}
              <span class="fine"> · {t(`${K}.costEach`, { cost: goods(t, LADDERS[l].cost) })}</span>
            </span>
            <span class="slots">
              {ladderCells(l, view.players).map((c) => {
                const holder = view.ladders[l]![c]!;
                const move = find((m) => m.type === "placeLadder" && m.ladder === l && m.cell === c);
                const vp = LADDERS[l].cells[c]!.vp;
                return move ? (
                  <MoveButton key={c} ctx={ctx} move={move} class="slot">
                    {vp}
                  </MoveButton>
                ) : (
                  <Place
                    key={c}
                    holder={holder}
                    value={vp}
                    fresh={changes.places.has(`${l}:${c}`)}
                    words={t(`${K}.ladderStep`, { ladder: l, cell: c, vp, holder }, playerName)}
                    ctx={ctx}
                  />
                );
              })}
            </span>
          </div>
        ))}
      </section>
      <section class="rio-section">
        <h3>{t(`${K}.fields`)}</h3>
        {(["mine", "forest"] as const).map((field) => (
          <div key={field} class="rio-ladder">
            <span class="name">{t(`${K}.field.${field}`)}</span>
            <span class="slots">
              {(field === "mine" ? MINE_CELLS : FOREST_CELLS).map((workers, c) => {
                const move = find((m) => m.type === "placeField" && m.field === field && m.cell === c);
                const holder = view[field][c]!;
                return move ? (
                  <MoveButton key={c} ctx={ctx} move={move} class="slot">
                    {workers}
                  </MoveButton>
                ) : (
                  <Place
                    key={c}
                    holder={holder}
                    value={workers}
                    fresh={changes.places.has(`${field}:${c}`)}
                    words={t(`${K}.fieldCell`, { field, cell: c, workers, holder }, playerName)}
                    ctx={ctx}
                  />
                );
              })}
            </span>
          </div>
        ))}
      </section>
      <section class="rio-section">
        <h3>{t(`${K}.spots`)}</h3>
        {(["agriculture", "crafts", "boat", "turnOrder"] as const).map((spot) => {
          const counts = view[spot];
          const total = counts.reduce((a, b) => a + b, 0);
          const moves = legal.filter((m) => m.type === "placeWorkers" && m.spot === spot);
          return (
            <div key={spot} class="rio-ladder">
              <span class="name">
                {t(`${K}.spot.${spot}`)} <span class="fine">· {t(`${K}.onSpot`, { total })}</span>{" "}
                {counts.map((n, s) =>
                  n > 0 ? (
                    <span key={s} class="chip" style={seatStyle(s)} title={playerName(s)}>
                      {n}
                    </span>
                  ) : null,
                )}
              </span>
              <span class="slots">
                {moves.map((m) => (
                  <MoveButton key={m.type === "placeWorkers" ? m.count : 0} ctx={ctx} move={m} class="slot">
                    +{m.type === "placeWorkers" ? m.count : ""}
                  </MoveButton>
                ))}
              </span>
            </div>
          );
        })}
      </section>
      <Fold title={reservable ? `${t(`${K}.characters`)} · ${t(`${K}.toReserve`, { n: reservable })}` : t(`${K}.characters`)} open={false}>
        <div class="rio-characters">
          {CHARACTER_IDS.map((c) => {
            const spec = CHARACTERS[c];
            const owner = view.seats.findIndex((s) => s.characters.includes(c));
            const reserved = view.reserved[c] ?? null;
            const move = find((m) => m.type === "reserveCharacter" && m.character === c);
            const text = t(
              `${K}.characterCard`,
              { character: c, price: spec.price, minVp: spec.minVp, owner: owner < 0 ? null : owner, reserved },
              playerName,
            );
            return move ? (
              <MoveButton key={c} ctx={ctx} move={move} class="character" shown={text} />
            ) : (
              <span
                key={c}
                class="character"
                style={
                  owner >= 0 || reserved !== null
                    ? { borderColor: SEAT_COLOURS[owner >= 0 ? owner : reserved!], borderWidth: "3px" }
                    : undefined
                }
              >
                {text}
              </span>
            );
          })}
        </div>
      </Fold>
      <Fold title={t(`${K}.boat`)} open={legal.some((m) => m.type === "sendBoat")}>
        <p>
          {t(`${K}.boatState`, {
            service: view.completed.includes("port"),
            returnYear: view.ship.returnYear,
            load: view.ship.cargo.reduce((n, c) => n + c[0]! + c[1]! + c[2]!, 0),
            capacity: BOAT_CAPACITY_PER_PLAYER * view.players,
          })}
        </p>
        <ul class="fine">
          {view.ship.cargo.map((c, s) =>
            c[0]! + c[1]! + c[2]! > 0 ? (
              <li key={s}>{t(`${K}.cargoOf`, { seat: s, stone: c[0], wood: c[1], precious: c[2] }, playerName)}</li>
            ) : null,
          )}
        </ul>
        {legal
          .filter((m) => m.type === "sendBoat")
          .map((m) => (
            <MoveButton key="send" ctx={ctx} move={m} />
          ))}
      </Fold>
    </>
  );
}

function emptyBundle(): Bundle {
  return { money: 0, stone: 0, wood: 0, precious: 0, characters: [] };
}

function TradeDialog({ ctx, onClose }: { ctx: Ctx; onClose(): void }) {
  const { view, seat, t, playerName } = ctx;
  const ref = useRef<HTMLDialogElement>(null);
  const others = view.seats.map((_, s) => s).filter((s) => s !== seat);
  const [to, setTo] = useState(others[0]!);
  const [give, setGive] = useState<Bundle>(emptyBundle);
  const [get, setGet] = useState<Bundle>(emptyBundle);
  const [error, setError] = useState(false);
  useEffect(() => {
    ref.current?.showModal();
    return () => ref.current?.close();
  }, []);
  const side = (which: "give" | "get", b: Bundle, set: (b: Bundle) => void, owner: number) => (
    <fieldset class="rio-bundle">
      <legend>{t(which === "give" ? `${K}.youGive` : `${K}.youGet`)}</legend>
      {(["money", "stone", "wood", "precious"] as const).map((r) => (
        <label key={r}>
          {t(`${K}.${r}`)}
          <input
            type="number"
            inputMode="numeric"
            min="0"
            max={which === "give" ? view.seats[owner]![r] : 99}
            value={b[r]}
            onInput={(e) => set({ ...b, [r]: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) })}
          />
        </label>
      ))}
      {view.seats[owner]!.characters.map((c: CharacterId) => (
        <label key={c} class="check">
          <input
            type="checkbox"
            checked={b.characters.includes(c)}
            onChange={(e) =>
              set({ ...b, characters: (e.target as HTMLInputElement).checked ? [...b.characters, c] : b.characters.filter((x) => x !== c) })
            }
          />
          {t(`${K}.character.${c}`)}
        </label>
      ))}
    </fieldset>
  );
  const submit = (e: Event) => {
    e.preventDefault();
    const size = (b: Bundle) => b.money + b.stone + b.wood + b.precious + b.characters.length;
    if (size(give) + size(get) === 0) return setError(true);
    onClose();
    ctx.onMove({ type: "offer", to, give, get }, true); // the dialog showed the whole offer: no second question
  };
  return (
    <dialog
      ref={ref}
      class="rio-trade"
      aria-labelledby="rio-trade-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit}>
        <h2 id="rio-trade-title">{t(`${K}.tradeTitle`)}</h2>
        <label>
          {t(`${K}.tradeTo`)}
          <select
            value={String(to)}
            onChange={(e) => {
              setTo(Number((e.target as HTMLSelectElement).value));
              setGet(emptyBundle());
            }}
          >
            {others.map((s) => (
              <option key={s} value={String(s)}>
                {playerName(s)}
              </option>
            ))}
          </select>
        </label>
        <div class="rio-bundles">
          {side("give", give, setGive, seat!)}
          {side("get", get, setGet, to)}
        </div>
        {error && (
          <p class="error" role="alert">
            {t(`${K}.emptyOffer`)}
          </p>
        )}
        <div class="row end">
          <button type="button" class="secondary" onClick={onClose}>
            {t("confirm.cancel")}
          </button>
          <button type="submit">{t(`${K}.sendOffer`)}</button>
        </div>
      </form>
    </dialog>
  );
}

export function Trades({ ctx, legal }: { ctx: Ctx; legal: Move[] }) {
  const { view, seat, t, playerName } = ctx;
  const [open, setOpen] = useState(false);
  const canPropose = seat !== null && legal.length > 0 && !view.offers.some((o) => o.from === seat);
  const answer = (type: "acceptOffer" | "declineOffer" | "withdrawOffer", id: number) =>
    legal.find((m) => m.type === type && m.offer === id);
  return (
    <section class="rio-section rio-trades" aria-labelledby="rio-trades-title">
      <h2 id="rio-trades-title">{t(`${K}.trades`)}</h2>
      {view.offers.length === 0 && <p class="fine">{t(`${K}.noOffers`)}</p>}
      <ul>
        {view.offers.map((o) => {
          const moves = [answer("acceptOffer", o.id), answer("declineOffer", o.id), answer("withdrawOffer", o.id)].filter(
            (m): m is Move => !!m,
          );
          return (
            <li key={o.id} class={o.to === seat ? "incoming" : undefined}>
              <span>{t(`${K}.offerLine`, { ...o }, playerName)}</span>
              <span class="row">
                {moves.map((m) => (
                  <MoveButton key={m.type} ctx={ctx} move={m} class={m.type === "acceptOffer" ? "" : "secondary"}>
                    {t(m.type === "acceptOffer" ? `${K}.accept` : m.type === "declineOffer" ? `${K}.decline` : `${K}.withdraw`)}
                  </MoveButton>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
      {canPropose && (
        <button type="button" class="secondary" onClick={() => setOpen(true)}>
          {t(`${K}.proposeTrade`)}
        </button>
      )}
      {open && <TradeDialog ctx={ctx} onClose={() => setOpen(false)} />}
    </section>
  );
}
