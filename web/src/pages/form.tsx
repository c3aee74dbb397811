// What the forms share (a new game, a tournament, a league, the lobby's filter, signing in): the choice of
// a game and of a whole number, the clock's choices, and an action that shows it is busy and says why
// it failed.
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { TIME_PER_MOVE_DAYS, TIMEOUT_POLICIES, TOURNAMENT_NAME_MAX_CHARS } from "../../../shared/api/choices";
import type { CatalogEntry, TimeoutPolicy } from "../../../shared/api/index";
import { api } from "../api";
import { MissingFields, useI18n } from "../ui";

type TimePerMoveDays = (typeof TIME_PER_MOVE_DAYS)[number];

/** A labelled choice among the games of `catalog`; `any` adds a first option for none in particular (value ""). */
export function GameSelect(props: { label: string; catalog: CatalogEntry[]; value: string; any?: string; onChange(id: string): void }) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}>
        {props.any !== undefined && <option value="">{props.any}</option>}
        {props.catalog.map((g) => (
          <option value={g.id} key={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled choice of the whole numbers from `from` to `to`. */
export function NumberChoice(props: { label: ComponentChildren; value: number; from: number; to: number; onChange(value: number): void }) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(Number((e.target as HTMLSelectElement).value))}>
        {Array.from({ length: Math.max(0, props.to - props.from + 1) }, (_, i) => props.from + i).map((n) => (
          <option value={n} key={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The name of a tournament or a league. */
export function NameInput(props: { value: string; onChange(name: string): void }) {
  const { t } = useI18n();
  return (
    <label>
      {t("tournamentForm.name")}
      <input
        required
        maxLength={TOURNAMENT_NAME_MAX_CHARS}
        value={props.value}
        onInput={(e) => props.onChange((e.target as HTMLInputElement).value)}
      />
    </label>
  );
}

/** The players at a table the game allows (a tournament's tables seat at most five), `wanted` kept within them. */
export function tableSeats(entry: CatalogEntry | undefined, wanted: number): number {
  return Math.min(entry?.maxPlayers ?? 2, Math.max(entry?.minPlayers ?? 2, wanted));
}

/** A labelled choice of the players at each table, within the game's range and five. */
export function TableSizeChoice(props: { entry: CatalogEntry; value: number; onChange(size: number): void }) {
  const { t } = useI18n();
  return (
    <NumberChoice
      label={t("tournamentForm.tableSize")}
      value={props.value}
      from={props.entry.minPlayers}
      to={Math.min(5, props.entry.maxPlayers)}
      onChange={props.onChange}
    />
  );
}

/** A labelled choice of the days a tournament's or a league's players have for each move. */
export function DaysChoice(props: { value: TimePerMoveDays; onChange(days: TimePerMoveDays): void }) {
  const { t } = useI18n();
  return (
    <label>
      {t("tournamentForm.days")}
      <select value={props.value} onChange={(e) => props.onChange(Number((e.target as HTMLSelectElement).value) as TimePerMoveDays)}>
        {TIME_PER_MOVE_DAYS.map((d) => (
          <option value={d} key={d}>
            {t("tournaments.days", { count: d })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The late-player policies as radio buttons, each stated as the tournament page states it. */
export function PolicyChoice(props: { value: TimeoutPolicy; onChange(policy: TimeoutPolicy): void }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend>{t("tournamentForm.policy")}</legend>
      {TIMEOUT_POLICIES.map((p) => (
        <label class="check" key={p}>
          <input type="radio" name="timeoutPolicy" value={p} checked={props.value === p} onChange={() => props.onChange(p)} />
          {t(`tournaments.policy.${p}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * An action that shows it is busy and says why it failed: `run` runs one at a time, keeping the failure
 * to show; `submit` makes a form's submit handler of it.
 */
export function useAction(): {
  busy: boolean;
  error: unknown;
  setError(error: unknown): void;
  run(action: () => Promise<void>): Promise<void>;
  submit(action: () => Promise<void>): (event: Event) => void;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  // The forms are `noValidate`: the fields still say what they need, and a wanting one is named here.
  const submit = (action: () => Promise<void>) => (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const wanting = [...(form?.elements ?? [])].filter(
      (field): field is HTMLInputElement =>
        field instanceof HTMLElement &&
        "validity" in field &&
        (field as HTMLInputElement).willValidate &&
        !(field as HTMLInputElement).validity.valid,
    );
    if (wanting.length > 0) {
      setError(new MissingFields(wanting.map(labelWords)));
      wanting[0]!.focus();
      return;
    }
    void run(action);
  };
  return { busy, error, setError, run, submit };
}

/** The games to choose from (null until they come); `choose` is given the first once they do. */
export function useCatalog(choose: (first: CatalogEntry) => void, onError: (error: unknown) => void): CatalogEntry[] | null {
  const [catalog, setCatalog] = useState<CatalogEntry[] | null>(null);
  useEffect(() => {
    api.catalog().then((games) => {
      setCatalog(games);
      if (games[0]) choose(games[0]);
    }, onError);
  }, []);
  return catalog;
}

/** A field's label as read, without the words of the controls inside it (a select's options). */
function labelWords(field: HTMLInputElement): string {
  const label = field.labels?.[0];
  if (!label) return field.name;
  const words = label.cloneNode(true) as HTMLElement;
  for (const control of words.querySelectorAll("input, select, textarea")) control.remove();
  return words.textContent?.trim() ?? field.name;
}
