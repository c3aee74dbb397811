// The pieces every Settings section is made of: its heading, its save button with what the save
// answered, and the save itself, which puts the user the server sends back in the session.
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import type { PublicUser } from "../../../shared/api/index";
import { ErrorNote, useI18n, useSession } from "../ui";

/** One section's save: busy while it runs, then "Saved." or the reason it was refused. */
export function useSave() {
  const { setUser } = useSession();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (save: () => Promise<PublicUser>) => {
    setBusy(true);
    setSaved(false);
    setError(null);
    try {
      setUser(await save());
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, saved, error, run };
}

export function Section(props: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="settings-section" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

export function SaveRow({ busy, saved, error, errorText }: { busy: boolean; saved: boolean; error: unknown; errorText?: string }) {
  const { t } = useI18n();
  return (
    <>
      <div class="row">
        <button type="submit" disabled={busy}>
          {t("settings.save")}
        </button>
        <span role="status" class="saved">
          {saved ? t("settings.saved") : ""}
        </span>
      </div>
      {error ? (
        errorText ? (
          <p class="error" role="alert">
            {errorText}
          </p>
        ) : (
          <ErrorNote error={error} />
        )
      ) : null}
    </>
  );
}

export const submitting = (save: () => void) => (event: Event) => {
  event.preventDefault();
  save();
};
