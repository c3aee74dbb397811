// In the vacations section of Settings: whether a silence of mine in a game spends my vacation days on
// holding my seat before a stand-in bot plays it (docs/clocks.md, "A silent seat"). Off until I say so:
// the allowance is mine to plan.
import { useState } from "preact/hooks";
import type { PublicUser } from "../../../shared/api/index";
import { api } from "../api";
import { useI18n } from "../ui";
import { SaveRow, submitting, useSave } from "./settings-parts";

export function SilentVacation({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const [on, setOn] = useState(user.vacationWhenSilent ?? false);
  const save = useSave();
  return (
    <form class="stack" onSubmit={submitting(() => save.run(() => api.updateMe({ vacationWhenSilent: on })))}>
      <label class="check">
        <input
          type="checkbox"
          checked={on}
          aria-describedby="silent-vacation-hint"
          onChange={(e) => setOn((e.target as HTMLInputElement).checked)}
        />
        {t("settings.vacationWhenSilent")}
      </label>
      <p class="fine" id="silent-vacation-hint">
        {t("settings.vacationWhenSilentHint")}
      </p>
      <SaveRow {...save} />
    </form>
  );
}
