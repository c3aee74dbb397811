// A guest is told nothing by default: no address, and push only if turned on. On the game's pages a guest
// with neither is told so, and offered both: an address (confirmed by a sign-in link, which makes the
// guest that account with its seats, or asks first in another browser: functions/service/auth.ts) and
// push on this device. Settings offers the same address form.
import { useEffect, useState } from "preact/hooks";
import { api } from "../api";
import { enablePush, pushState, type PushState } from "../push";
import { ErrorNote, useI18n, useSession } from "../ui";

/** Asks for the guest's address and mails the sign-in link that confirms it, back to this page. */
export function GuestEmailForm() {
  const { t } = useI18n();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.signInByEmail(email.trim(), location.pathname);
      setSentTo(email.trim());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="stack" onSubmit={send}>
      <label>
        {t("guestNotice.email")}
        <input
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={email}
          onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" disabled={busy || email.trim() === ""}>
        {t("guestNotice.send")}
      </button>
      {sentTo && <p role="status">{t("guestNotice.sent", { email: sentTo })}</p>}
      <ErrorNote error={error} />
    </form>
  );
}

/** Shown to a guest with no address and no push on this device: nobody will tell them it is their turn. */
export function GuestNotice() {
  const { t } = useI18n();
  const { user } = useSession();
  const [push, setPush] = useState<PushState | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    pushState().then(setPush, () => setPush("off"));
  }, []);
  if (!user?.guest || user.email || push === null || push === "on") return null;
  const turnOnPush = async () => {
    setError(null);
    try {
      await enablePush();
    } catch (e) {
      setError(e);
    }
    setPush(await pushState().catch(() => "off" as const));
  };
  return (
    <aside class="panel guest-notice" aria-labelledby="guest-notice-title">
      <h2 id="guest-notice-title">{t("guestNotice.title")}</h2>
      <p>{t("guestNotice.why")}</p>
      {/* Folded, so that the warning stays on every page without pushing the board down a phone's screen. */}
      <details>
        <summary>{t("guestNotice.how")}</summary>
        <GuestEmailForm />
        {push === "off" && (
          <button type="button" class="secondary" onClick={turnOnPush}>
            {t("guestNotice.push")}
          </button>
        )}
        <ErrorNote error={error} />
      </details>
    </aside>
  );
}
