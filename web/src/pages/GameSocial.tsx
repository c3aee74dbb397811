// Playing together on the game page: taking moves back (undo, or a takeback the others answer), the
// rematch of a finished game (shown beside the result, not folded), the game's chat and the player's
// private note, and the players with their report menus. Everything that changes the game asks the page
// to poll again, so the board and the log come from the same place as always.
import { useEffect, useRef, useState } from "preact/hooks";
import { seatTokens } from "../api";
import { navigate, Link } from "../router";
import { CHAT_MAX_CHARS, NOTE_MAX_CHARS } from "../../../shared/api/choices";
import type { ChatMessageView, GamePage, PlayerView, TakebackStatus } from "../../../shared/api/index";
import { GamePlayers, HiddenMessages, MessageMenu, useBlocks, type Blocks } from "./blocks";
import { socialApi } from "../social-api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { intl } from "../../../shared/i18n/intl";
import { lazyPart } from "../lazy-part";

/** The report menus and their words load once the page has settled, never in the shell. */
const Report = lazyPart(() => import("./moderation/ReportMenu").then((m) => m.ReportMenu));

const CHAT_POLL_MS = 3000;

/** `onUnread`: how many messages wait unread while the chat is out of view (its folded panel says so). */
export function GameSocial({ detail, onChange, onUnread }: { detail: GamePage; onChange(): void; onUnread(count: number): void }) {
  const { user } = useSession();
  const player = detail.seat !== null;
  return (
    <>
      {player && detail.status === "active" && <Takeback detail={detail} onChange={onChange} />}
      {user ? (
        <SignedInSocial detail={detail} onUnread={onUnread} />
      ) : (
        (player || detail.chatForSpectators) && <Chat id={detail.id} seat={detail.seat} onUnread={onUnread} />
      )}
      {player && <Note id={detail.id} />}
    </>
  );
}

/** What an account may do about the others: the chat with its messages' menus, and the list of players (docs/social.md). */
function SignedInSocial({ detail, onUnread }: { detail: GamePage; onUnread(count: number): void }) {
  const blocks = useBlocks();
  const player = detail.seat !== null;
  return (
    <>
      {(player || detail.chatForSpectators) && (
        <Chat id={detail.id} seat={detail.seat} onUnread={onUnread} blocking={{ blocks, players: detail.players }} />
      )}
      <GamePlayers gameId={detail.id} players={detail.players} blocks={blocks} />
    </>
  );
}

function Takeback({ detail, onChange }: { detail: GamePage; onChange(): void }) {
  const { t } = useI18n();
  const [status, setStatus] = useState<TakebackStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const request = detail.takeback ?? null;
  // Asked again whenever the game item changes (a move, a request, an answer).
  useEffect(() => {
    let cancelled = false;
    socialApi.takeback(detail.id).then(
      (s) => !cancelled && setStatus(s),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [detail.id, detail.version, request?.at, request?.accepted.length]);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChange();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const seat = detail.seat!;
  const mine = request?.seat === seat;
  const toAnswer = request && !mine && !request.accepted.includes(seat);
  if (!status?.canRequest && !request) return null;
  const asker = request ? (detail.players[request.seat]?.name ?? "") : "";
  return (
    <section class="takeback" aria-labelledby="takeback-title">
      <h2 id="takeback-title">{t("takeback.title")}</h2>
      {mine && <p role="status">{t("takeback.requested")}</p>}
      {toAnswer && (
        <>
          <p role="status">{t("takeback.asked", { name: asker })}</p>
          <div class="row">
            <button type="button" disabled={busy} onClick={() => act(() => socialApi.answerTakeback(detail.id, true))}>
              {t("takeback.accept")}
            </button>
            <button type="button" class="secondary" disabled={busy} onClick={() => act(() => socialApi.answerTakeback(detail.id, false))}>
              {t("takeback.decline")}
            </button>
          </div>
        </>
      )}
      {!request && status?.canUndo && (
        <button type="button" disabled={busy} onClick={() => act(() => socialApi.undo(detail.id, detail.version))}>
          {t("takeback.undo")}
        </button>
      )}
      {!request && status && !status.canUndo && status.canRequest && (
        <button
          type="button"
          class="secondary"
          disabled={busy}
          onClick={() => act(() => socialApi.requestTakeback(detail.id, detail.version))}
        >
          {t("takeback.request")}
        </button>
      )}
      <ErrorNote error={error} />
    </section>
  );
}

/** A player's rematch of a finished game: the button, or the rematch once offered (live, for the others). */
export function Rematch({ detail }: { detail: GamePage }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (detail.rematchId) {
    return (
      <p class="rematch" role="status">
        <Link href={`/play/${detail.rematchId}`}>{t("rematch.open")}</Link>
      </p>
    );
  }
  if (!user) return null;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const rematch = await socialApi.rematch(detail.id);
      seatTokens.saveFromLink(rematch.seatLink);
      navigate(`/play/${rematch.id}`);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <div class="rematch">
      <button type="button" onClick={start} disabled={busy}>
        {t("rematch.offer")}
      </button>
      <ErrorNote error={error} />
    </div>
  );
}

/**
 * `seat`: the reader's (null: a spectator, who reads only). `blocking`: for an account, its blocks and the
 * game's players, whose authors a message's menu may block or report.
 */
function Chat({
  id,
  seat,
  onUnread,
  blocking,
}: {
  id: string;
  seat: number | null;
  onUnread(count: number): void;
  blocking?: { blocks: Blocks; players: PlayerView[] };
}) {
  const canWrite = seat !== null;
  const { t, lang } = useI18n();
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  /** How many messages the server left out: their authors have a block with this reader. */
  const [hidden, setHidden] = useState(0);
  /** The first message that was new to this player when they saw it: it and later ones are marked. */
  const [firstNew, setFirstNew] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    const fold = section.current?.closest("details") ?? null;
    const fetchAll = () => {
      if (document.hidden) return;
      // A player reads the messages only when they are in view: in a folded panel they stay unread, counted.
      const inView = fold?.open ?? true;
      socialApi.chat(id, canWrite && inView).then(
        ({ messages: held, unread, hidden: left }) => {
          if (cancelled) return;
          setMessages(held);
          setHidden(left);
          if (inView && unread > 0) setFirstNew((first) => first ?? held[Math.max(0, held.length - unread)]?.id ?? null);
          onUnread(inView ? 0 : unread);
        },
        () => undefined,
      );
    };
    fetchAll();
    const timer = setInterval(fetchAll, CHAT_POLL_MS);
    fold?.addEventListener("toggle", fetchAll);
    return () => {
      cancelled = true;
      clearInterval(timer);
      fold?.removeEventListener("toggle", fetchAll);
    };
    // A block or an unblock changes which messages the server sends: read them again at once.
  }, [id, canWrite, blocking?.blocks.changes]);

  const send = async (event: Event) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const message = await socialApi.say(id, text);
      setMessages((held) => [...held.filter((m) => m.id !== message.id), message]);
      setText("");
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const time = intl(Intl.DateTimeFormat, lang, { dateStyle: "short", timeStyle: "short" });
  const firstNewIndex = messages.findIndex((m) => m.id === firstNew);
  const newFrom = firstNewIndex === -1 ? messages.length : firstNewIndex;
  return (
    <section class="chat" aria-labelledby="chat-title" ref={section}>
      <h2 id="chat-title">{t("chat.title")}</h2>
      {messages.length === 0 ? (
        <p class="fine">{t("chat.empty")}</p>
      ) : (
        <ol class="chat-messages" aria-live="polite">
          {messages.map((m, index) => (
            <li key={m.id} class={index >= newFrom ? "new" : undefined}>
              {index === newFrom && <span class="new-mark">{t("chat.new")}</span>}
              <span class="chat-name">{m.deleted ? t("player.former", { label: m.name }) : m.name}</span>{" "}
              <time dateTime={m.at}>{time.format(new Date(m.at))}</time>
              {blocking && !m.deleted && <AuthorMenu blocking={blocking} message={m} />}
              {blocking && !m.deleted && m.seat !== seat && <Report target={{ gameId: id, messageId: m.id }} name={m.name} />}
              <p class="chat-text">{m.deleted ? t("chat.deleted") : m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <HiddenMessages count={hidden} />
      {canWrite && (
        <form class="stack" onSubmit={send}>
          <label>
            {t("chat.label")}
            <textarea
              rows={2}
              maxLength={CHAT_MAX_CHARS}
              value={text}
              onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
              aria-describedby="chat-count"
            />
          </label>
          <div class="row spread">
            <span class="fine" id="chat-count">
              {t("chat.count", { length: text.length })}
            </span>
            <button type="submit" disabled={busy || !text.trim()}>
              {t("chat.send")}
            </button>
          </div>
          <ErrorNote error={error} />
        </form>
      )}
    </section>
  );
}

/** The menu of a message by another person of the game. */
function AuthorMenu({ blocking, message }: { blocking: { blocks: Blocks; players: PlayerView[] }; message: ChatMessageView }) {
  const author = blocking.players[message.seat];
  if (!author?.userId || author.you) return null;
  return <MessageMenu blocks={blocking.blocks} userId={author.userId} name={message.name} />;
}

function Note({ id }: { id: string }) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    socialApi.note(id).then(setText, () => undefined);
  }, [id]);
  const save = async (event: Event) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      setText(await socialApi.setNote(id, text));
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <form class="note stack" onSubmit={save} aria-labelledby="note-title">
      <h2 id="note-title">{t("note.title")}</h2>
      <label>
        <span class="fine">{t("note.hint")}</span>
        <textarea
          rows={3}
          maxLength={NOTE_MAX_CHARS}
          value={text}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          aria-labelledby="note-title"
        />
      </label>
      <div class="row">
        <button type="submit">{t("note.save")}</button>
        <span role="status" class="fine">
          {saved ? t("note.saved") : ""}
        </span>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
