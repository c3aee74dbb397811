// A guest is told nothing by default: no address, and push only if turned on. On the game's pages a guest
// with neither is told so, and offered both: an address (confirmed by a sign-in link, which makes the
// guest that account with its seats, or asks first in another browser: functions/service/auth.ts) and
// push on this device. Settings offers the same address form.
import { useEffect, useRef, useState } from "preact/hooks";
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

const SEEN_KEY = "tp.guestNotice.seen";
/**
 * Whether this browser showed the whole notice on an earlier page load: read once per load, so that the
 * waiting room and the board of the same visit say the same thing.
 */
let seenBefore: boolean | undefined;
function seenOnEarlierVisit(): boolean {
  seenBefore ??= localStorage.getItem(SEEN_KEY) !== null;
  return seenBefore;
}

/**
 * Shown to a guest with no address and no push on this device: nobody will tell them it is their turn.
 * Whole on the first visit; after that one line and a button, so that a phone's first screen is the board.
 */
export function GuestNotice() {
  const { t } = useI18n();
  const { user } = useSession();
  const [push, setPush] = useState<PushState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [whole, setWhole] = useState(() => !seenOnEarlierVisit());
  /** The one-line notice's button was pressed: the forms open at once, the focus on them. */
  const [asked, setAsked] = useState(false);
  const how = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asked) how.current?.focus();
  }, [asked]);
  useEffect(() => {
    pushState().then(setPush, () => setPush("off"));
  }, []);
  const shown = user?.guest === true && !user.email && push !== null && push !== "on";
  useEffect(() => {
    if (shown && whole) localStorage.setItem(SEEN_KEY, "1");
  }, [shown, whole]);
  if (!shown) return null;
  if (!whole)
    return (
      <p class="guest-notice short">
        <span>{t("guestNotice.short")}</span>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setWhole(true);
            setAsked(true);
          }}
        >
          {t("guestNotice.more")}
        </button>
      </p>
    );
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
      {/* Folded with the forms, so that even the first visit's warning leaves the board on a phone's first screen. */}
      <details open={asked}>
        <summary ref={how}>{t("guestNotice.how")}</summary>
        <p>{t("guestNotice.why")}</p>
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
