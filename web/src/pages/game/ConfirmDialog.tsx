// The confirm step of a move.
import { useEffect, useRef } from "preact/hooks";
import { ErrorNote, useI18n } from "../../ui";

/** A modal dialog: focus starts on Confirm, Tab stays inside, Escape cancels and gives the focus back to what chose the move. */
export function ConfirmDialog(props: {
  returnTo: HTMLElement | null;
  text: string;
  busy: boolean;
  error: unknown;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const returnFocus = props.returnTo;
    dialog.showModal();
    confirmRef.current?.focus();
    return () => {
      dialog.close();
      // The board takes its targets back only as it re-renders after the dialog: give the focus then.
      if (returnFocus) requestAnimationFrame(() => returnFocus.isConnected && returnFocus.focus());
    };
  }, []);
  const trap = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const focusable = [...ref.current!.querySelectorAll<HTMLElement>("button:not([disabled])")];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      class="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onKeyDown={trap}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.busy) props.onCancel();
      }}
    >
      <h2 id="confirm-title">{t("confirm.title")}</h2>
      <p id="confirm-text">{props.text}</p>
      <ErrorNote error={props.error} />
      <div class="row end">
        <button type="button" class="secondary" onClick={props.onCancel} disabled={props.busy}>
          {t("confirm.cancel")}
        </button>
        <button type="button" ref={confirmRef} onClick={props.onConfirm} disabled={props.busy}>
          {props.error ? t("confirm.retry") : t("confirm.play")}
        </button>
      </div>
    </dialog>
  );
}
