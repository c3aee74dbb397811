// The history's stepper, above the board while the player looks back.
import type { EventView } from "../../../../shared/api/index";
import { useI18n } from "../../ui";

export function HistoryBar(props: {
  index: number;
  count: number;
  onStep(index: number): void;
  event: EventView | undefined;
  describe(e: EventView): string;
}) {
  const { t } = useI18n();
  const { index, count, onStep } = props;
  return (
    <nav
      class="history"
      aria-label={t("history.label")}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft" && index > 0) onStep(index - 1);
        if (event.key === "ArrowRight" && index < count - 1) onStep(index + 1);
      }}
    >
      <div class="row">
        <button type="button" onClick={() => onStep(0)} disabled={index === 0} aria-label={t("history.first")}>
          <StepIcon kind="first" />
        </button>
        <button type="button" onClick={() => onStep(index - 1)} disabled={index === 0} aria-label={t("history.previous")}>
          <StepIcon kind="previous" />
        </button>
        <span class="step" aria-live="polite">
          {index === 0 ? t("history.setup") : t("history.step", { n: index, total: count - 1 })}
        </span>
        <button type="button" onClick={() => onStep(index + 1)} disabled={index === count - 1} aria-label={t("history.next")}>
          <StepIcon kind="next" />
        </button>
        <button type="button" onClick={() => onStep(count - 1)} disabled={index === count - 1} aria-label={t("history.last")}>
          <StepIcon kind="last" />
        </button>
      </div>
      {props.event && <p class="history-event">{props.describe(props.event)}</p>}
    </nav>
  );
}

/** The history's step buttons, drawn: the usual media glyphs are missing from many fonts. */
function StepIcon({ kind }: { kind: "first" | "previous" | "next" | "last" }) {
  const back = kind === "first" || kind === "previous";
  const bar = kind === "first" || kind === "last";
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" class={back ? "step-icon back" : "step-icon"}>
      <path d={bar ? "M3 3 L13 10 L3 17 Z" : "M5 3 L16 10 L5 17 Z"} />
      {bar && <rect x="14" y="3" width="3" height="14" />}
    </svg>
  );
}
