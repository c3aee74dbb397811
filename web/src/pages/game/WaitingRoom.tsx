// The waiting room, while seats are open: the seats, the invitation to share, or the way to join.
import { useState } from "preact/hooks";
import type { GamePage as GamePageAnswer } from "../../../../shared/api/index";
import { api, seatTokens } from "../../api";
import { ErrorNote, useI18n, useSession } from "../../ui";
import { GuestNotice } from "../GuestNotice";
import { SignIn, seatName } from "../Home";
import { GameClocks } from "../Clocks";

/** Take a seat: with the session, or first as a named guest (or by an email sign-in link back here). */
function JoinControls({ id, gameName, onJoined }: { id: string; gameName: string; onJoined(): void }) {
  const { t } = useI18n();
  const { user, setUser } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const joined = await api.join(id);
      seatTokens.saveFromLink(joined.seatLink);
      onJoined();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {user ? (
        <button type="button" onClick={join} disabled={busy}>
          {t("invite.join", { game: gameName })}
        </button>
      ) : (
        <>
          <SignIn
            next={location.pathname}
            onGuest={async (name) => {
              setUser(await api.signInAsGuest(name));
              await join();
            }}
          />
          <p class="fine">{t("guestNotice.beforeJoin")}</p>
        </>
      )}
      <ErrorNote error={error} />
    </>
  );
}

export function WaitingRoom({ detail, onJoined }: { detail: GamePageAnswer; onJoined(): void }) {
  const { t } = useI18n();
  const [error, setError] = useState<unknown>(null);
  const [copied, setCopied] = useState(false);
  const invite = detail.inviteUrl ? new URL(detail.inviteUrl, location.origin).href : location.href;
  const open = detail.players.filter((p) => p.name === null).length;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      setCopied(true);
    } catch {
      setError(new Error(t("invite.copyFailed")));
    }
  };

  return (
    <section class="panel narrow waiting">
      <h1>{detail.gameName}</h1>
      <p role="status" aria-live="polite">
        {t("invite.waiting", { count: open })}
      </p>
      <h2>{t("invite.seats")}</h2>
      <ol class="seats">
        {detail.players.map((p) => (
          <li key={p.seat} class={p.name ? "taken" : "free"}>
            {p.name === null ? t("player.open") : seatName(p, p.seat, t)}
            {p.you && ` (${t("player.you")})`}
          </li>
        ))}
      </ol>
      {detail.seat !== null ? (
        <div class="stack invite">
          <label>
            {t("invite.link")}
            <input readOnly value={invite} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
          <div class="row">
            <button type="button" onClick={copy}>
              {copied ? t("invite.copied") : t("invite.copy")}
            </button>
            {typeof navigator.share === "function" && (
              <button
                type="button"
                class="secondary"
                onClick={() =>
                  navigator
                    .share({ title: detail.gameName, text: t("invite.shareText", { game: detail.gameName }), url: invite })
                    .catch(() => undefined)
                }
              >
                {t("invite.share")}
              </button>
            )}
          </div>
          <p class="fine">{t("invite.hint")}</p>
        </div>
      ) : (
        <JoinControls id={detail.id} gameName={detail.gameName} onJoined={onJoined} />
      )}
      {detail.seat !== null && <GuestNotice />}
      <ErrorNote error={error} />
      <GameClocks detail={detail} playerName={(seat) => seatName(detail.players[seat], seat, t)} />
      <p class="fine">
        {detail.bank
          ? t("bank.control", { ...detail.bank })
          : detail.timePerMoveDays
            ? t("invite.time", { count: detail.timePerMoveDays })
            : t("invite.noTime")}{" "}
        · {detail.private ? t("invite.private") : t("invite.public")}
      </p>
    </section>
  );
}
