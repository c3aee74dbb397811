// What the create forms share (a new game, a tournament, a league, and the lobby's filter): the choice of
// a game, the choice of a whole number, and a submit that shows it is busy and says why it failed.
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { TIME_PER_MOVE_DAYS, TIMEOUT_POLICIES } from "../../../shared/api/choices";
import type { CatalogEntry, TimeoutPolicy } from "../../../shared/api/index";
import { useI18n } from "../ui";

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
 * A form's submit: `action` runs once at a time; while it runs the form is busy, and its failure is kept
 * to be shown. A success usually navigates away, so the form stays busy until then.
 */
export function useSubmit(action: () => Promise<void>): {
  busy: boolean;
  error: unknown;
  setError(error: unknown): void;
  submit(event: Event): Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}
