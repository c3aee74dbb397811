// The game page's keyboard shortcuts: `?` lists them, `m` goes to the moves, `u` undoes the player's last
// move when the server allows it alone; in the confirm dialog Enter plays (the focus starts on Play) and
// Escape cancels. A key typed into a field, or with a modifier, is left alone.
import { useEffect, useRef, useState } from "preact/hooks";
import type { GamePage } from "../../../shared/api/index";
import { socialApi } from "../social-api";
import { useI18n } from "../ui";

/** Puts the focus on the first control of the board, else on the board itself; false when there is none. */
export function focusMoves(): boolean {
  const board = document.querySelector<HTMLElement>(".board-area");
  if (!board) return false;
  const controls = board.querySelectorAll<HTMLElement>("button:not([disabled]), [tabindex='0'], a[href], input, select");
  const first = [...controls].find((el) => !el.closest(".pan-hint") && el.getClientRects().length > 0);
  (first ?? board).focus();
  return true;
}

/**
 * A phone or tablet without a mouse: its shortcuts button goes under the board, where it does not push
 * the board down the first screen; the keys work wherever the button is, for a keyboard plugged in.
 */
export const touchScreen = () => typeof matchMedia === "function" && matchMedia("(pointer: coarse), (hover: none)").matches;

/** Typing in a field, an open dialog, or a modifier key: not a shortcut. */
function ignored(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest("input, textarea, select, [contenteditable='true']")) return true;
  return document.querySelector("dialog[open]") !== null;
}

const KEYS = [
  ["?", "keys.help"],
  ["m", "keys.moves"],
  ["u", "keys.undo"],
  ["Enter", "keys.confirm"],
  ["Escape", "keys.escape"],
] as const;

export function Shortcuts({ detail, onChange }: { detail: GamePage; onChange(): void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  /** The latest game and callback, for a key pressed after they changed. */
  const current = useRef({ detail, onChange });
  current.current = { detail, onChange };

  useEffect(() => {
    const undo = async () => {
      const game = current.current.detail;
      if (game.seat === null || game.status !== "active") return;
      try {
        const status = await socialApi.takeback(game.id);
        if (!status.canUndo) return setSaid(t("keys.nothingToUndo"));
        await socialApi.undo(game.id, game.version);
        setSaid(t("keys.undone"));
        current.current.onChange();
      } catch {
        setSaid(t("keys.nothingToUndo"));
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      if (event.key === "?") setOpen(true);
      else if (event.key === "m" && focusMoves()) setSaid(null);
      else if (event.key === "u") void undo();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [t]);

  return (
    <div class="shortcuts">
      <button type="button" class="secondary" aria-keyshortcuts="?" onClick={() => setOpen(true)}>
        {t("keys.open")}
      </button>
      <span class="fine" role="status">
        {said}
      </span>
      {open && <ShortcutList onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The list in a modal dialog; closing it gives the focus back to what had it. */
function ShortcutList({ onClose }: { onClose(): void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current!.showModal();
    return () => {
      ref.current?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class="shortcut-list"
      aria-labelledby="shortcuts-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="shortcuts-title">{t("keys.title")}</h2>
      <dl>
        {KEYS.map(([key, words]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(words)}</dd>
          </div>
        ))}
      </dl>
      <div class="row">
        <button type="button" onClick={onClose}>
          {t("keys.close")}
        </button>
      </div>
    </dialog>
  );
}
