// The player's own notices for this game: mute it, or send it to a group chat.
import { useState } from "preact/hooks";
import { api, ApiError } from "../../api";
import { describeError, ErrorNote, useI18n, useSession } from "../../ui";
import { refusalReason } from "../Settings";

/** The player's own mute, remembered on this browser: the server does not say whether a game is muted. */
const muteKey = (userId: string, gameId: string) => `tp.muted.${userId}.${gameId}`;

/** Players only: mute this game for myself, and the game's group-chat webhook for everyone. */
export function GameNotifications({ id }: { id: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [muted, setMuted] = useState(() => (user ? localStorage.getItem(muteKey(user.id, id)) === "1" : false));
  const [muteError, setMuteError] = useState<unknown>(null);
  const [url, setUrl] = useState("");
  const [chatNote, setChatNote] = useState<string | null>(null);
  const [chatError, setChatError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  // The box shows the choice at once and goes back if the server refuses it.
  const toggleMute = async (next: boolean) => {
    setMuteError(null);
    setMuted(next);
    setBusy(true);
    try {
      localStorage.setItem(muteKey(user!.id, id), (await api.mute(id, next)) ? "1" : "0");
    } catch (error) {
      setMuted(!next);
      setMuteError(error);
    } finally {
      setBusy(false);
    }
  };

  const saveChat = async (next: string | null) => {
    setChatError(null);
    setChatNote(null);
    setBusy(true);
    try {
      const saved = await api.setChatWebhook(id, next);
      setChatNote(saved ? t("gameNotify.chatSaved") : t("gameNotify.chatRemoved"));
      if (!saved) setUrl("");
    } catch (error) {
      setChatError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="game-notify" aria-labelledby="game-notify-title">
      <h2 id="game-notify-title">{t("gameNotify.title")}</h2>
      {user ? (
        <>
          <label class="check">
            <input type="checkbox" checked={muted} disabled={busy} onChange={(e) => toggleMute((e.target as HTMLInputElement).checked)} />
            {t("gameNotify.mute")}
          </label>
          <p class="fine" role="status">
            {muted ? t("gameNotify.muted") : t("gameNotify.unmuted")}
          </p>
          <ErrorNote error={muteError} />
        </>
      ) : (
        user === null && <p class="fine">{t("gameNotify.muteSession")}</p>
      )}
      <form
        class="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void saveChat(url.trim());
        }}
      >
        <label>
          {t("gameNotify.chat")}
          <input
            type="url"
            required
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            aria-describedby="game-chat-hint"
            value={url}
            onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
          />
        </label>
        <p class="fine" id="game-chat-hint">
          {t("gameNotify.chatHint")}
        </p>
        <div class="row">
          <button type="submit" disabled={busy}>
            {t("gameNotify.chatSave")}
          </button>
          <button type="button" class="secondary" disabled={busy} onClick={() => saveChat(null)}>
            {t("gameNotify.chatRemove")}
          </button>
        </div>
        <p role="status" class="fine">
          {chatNote ?? ""}
        </p>
        {chatError ? (
          <p class="error" role="alert">
            {chatError instanceof ApiError && chatError.status === 400
              ? t("settings.webhookRefused", { reason: refusalReason(chatError, t) })
              : describeError(chatError, t)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
