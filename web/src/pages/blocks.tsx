// Blocking on the page (docs/social.md, "Blocking"): the button on a profile, a game's player list, a chat
// message's menu, the line saying how many messages are hidden, and Settings' list of blocked players.
// Loaded with the parts that show them (a profile's and Settings' lazily, the game's side panel with
// it), with their words, so the shell carries none of it.
import { useCallback, useEffect, useState } from "preact/hooks";
import type { BlockList, PlayerView } from "../../../shared/api/index";
import { blockMessages } from "../../../shared/i18n/blocks";
import { request } from "../api";
import { Link } from "../router";
import { ReportMenu } from "./moderation/ReportMenu";
import { ErrorNote, useI18n } from "../ui";

const blockApi = {
  list: async () => (await request<BlockList>("GET", "/api/blocks")).data,
  block: (userId: string) => request("POST", "/api/blocks", { body: { userId } }),
  unblock: (userId: string) => request("DELETE", `/api/blocks/${encodeURIComponent(userId)}`),
};

/** Whether the words of blocking are known yet: they are learnt on first use, and nothing shows a key meanwhile. */
function useBlockWords(): boolean {
  const { t, learn } = useI18n();
  useEffect(() => learn(blockMessages), [learn]);
  return t("block.players") !== "block.players";
}

export interface Blocks {
  /** The ids the caller blocked; null until read. */
  blocked: ReadonlySet<string> | null;
  /** Counts each change, for what must be read again after one (a game's chat). */
  changes: number;
  /** What the last change said, for a status line. */
  said: string;
  error: unknown;
  toggle(userId: string, name: string): Promise<void>;
}

/** The caller's blocks, read once, and the change of one: a block or an unblock. */
export function useBlocks(): Blocks {
  const { t } = useI18n();
  const [blocked, setBlocked] = useState<ReadonlySet<string> | null>(null);
  const [changes, setChanges] = useState(0);
  const [said, setSaid] = useState("");
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    blockApi.list().then((list) => setBlocked(new Set(list.blocks.map((b) => b.id))), setError);
  }, []);
  const toggle = useCallback(
    async (userId: string, name: string) => {
      const was = blocked?.has(userId) ?? false;
      setError(null);
      setSaid("");
      try {
        await (was ? blockApi.unblock(userId) : blockApi.block(userId));
        const next = new Set(blocked);
        if (was) next.delete(userId);
        else next.add(userId);
        setBlocked(next);
        setChanges((n) => n + 1);
        setSaid(t(was ? "block.unblocked" : "block.blocked", { name }));
      } catch (e) {
        setError(e);
      }
    },
    [blocked, t],
  );
  return { blocked, changes, said, error, toggle };
}

function BlockToggle({ blocks, userId, name }: { blocks: Blocks; userId: string; name: string }) {
  const { t } = useI18n();
  const isBlocked = blocks.blocked?.has(userId) ?? false;
  return (
    <button type="button" class="secondary" disabled={blocks.blocked === null} onClick={() => blocks.toggle(userId, name)}>
      {t(isBlocked ? "block.unblock" : "block.block", { name })}
    </button>
  );
}

function Said({ blocks }: { blocks: Blocks }) {
  return (
    <>
      <p role="status" class="fine">
        {blocks.said}
      </p>
      <ErrorNote error={blocks.error} />
    </>
  );
}

/** A profile's block button (not on one's own). */
export function ProfileBlock({ userId, name }: { userId: string; name: string }) {
  const ready = useBlockWords();
  const blocks = useBlocks();
  if (!ready) return null;
  return (
    <div class="stack">
      <BlockToggle blocks={blocks} userId={userId} name={name} />
      <Said blocks={blocks} />
    </div>
  );
}

/** A game's other people, each with their profile and a block button. */
export function GamePlayers({ gameId, players, blocks }: { gameId: string; players: PlayerView[]; blocks: Blocks }) {
  const { t } = useI18n();
  const ready = useBlockWords();
  const others = players.filter((p) => !p.you && p.userId && p.name);
  if (!ready || others.length === 0) return null;
  return (
    <section class="game-players" aria-labelledby="game-players-title">
      <h2 id="game-players-title">{t("block.players")}</h2>
      <ul class="plain-list">
        {others.map((p) => (
          <li key={p.seat} class="row spread">
            <Link href={`/u/${encodeURIComponent(p.userId!)}`} aria-label={t("block.profile", { name: p.name })}>
              {p.name}
            </Link>
            <span class="row">
              <ReportMenu target={{ gameId, seat: p.seat }} name={p.name!} />
              <BlockToggle blocks={blocks} userId={p.userId!} name={p.name!} />
            </span>
          </li>
        ))}
      </ul>
      <Said blocks={blocks} />
    </section>
  );
}

/** A chat message's menu: what one may do about its author. */
export function MessageMenu({ blocks, userId, name }: { blocks: Blocks; userId: string; name: string }) {
  const { t } = useI18n();
  if (!useBlockWords()) return null;
  return (
    <details class="message-menu">
      <summary aria-label={t("block.menu", { name })}>⋯</summary>
      <BlockToggle blocks={blocks} userId={userId} name={name} />
    </details>
  );
}

/** Says how many messages the server left out of the chat for a block. */
export function HiddenMessages({ count }: { count: number }) {
  const { t } = useI18n();
  if (!useBlockWords() || count === 0) return null;
  return <p class="fine">{t("block.hidden", { count })}</p>;
}

/** Settings' list of the players one blocked, each with a button to unblock them. */
export function BlockedPlayers() {
  const { t } = useI18n();
  const ready = useBlockWords();
  const [list, setList] = useState<BlockList | null>(null);
  const [said, setSaid] = useState("");
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    blockApi.list().then(setList, setError);
  }, []);
  if (!ready) return null;
  const unblock = async (id: string, name: string) => {
    setError(null);
    try {
      await blockApi.unblock(id);
      setList((known) => known && { ...known, blocks: known.blocks.filter((b) => b.id !== id) });
      setSaid(t("block.unblocked", { name }));
    } catch (e) {
      setError(e);
    }
  };
  return (
    <section class="settings-section" aria-labelledby="blocked-title">
      <h2 id="blocked-title">{t("block.settingsTitle")}</h2>
      <p class="fine">{t("block.settingsHelp")}</p>
      {list &&
        (list.blocks.length === 0 ? (
          <p>{t("block.settingsNone")}</p>
        ) : (
          <>
            <p class="fine">{t("block.settingsCount", { count: list.blocks.length, max: list.max })}</p>
            <ul class="plain-list">
              {list.blocks.map((b) => {
                const name = b.name ?? t("block.formerPlayer");
                return (
                  <li key={b.id} class="row spread">
                    <span>{name}</span>
                    <button type="button" class="secondary" onClick={() => unblock(b.id, name)}>
                      {t("block.unblock", { name })}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        ))}
      <p role="status" class="fine">
        {said}
      </p>
      <ErrorNote error={error} />
    </section>
  );
}
