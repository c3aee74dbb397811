// A board that fits a phone: the SVG is scaled to its container, unless that would make its smallest
// target under a thumb's 44 px. Then the board is drawn just large enough, in a box that pans (by finger
// or by scrolling) under a visible hint, centred on where the player has something to do; a button shows
// the whole board at once instead, and back. Games pass their drawing's width and their smallest target,
// both in the SVG's own units, and its height, which bounds the board on a wide screen (styles.css, .board-fit).
import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Translate } from "../../shared/i18n/index";

/** A little over 44 px, so rounding never takes a target under the size a thumb hits. */
const THUMB_PX = 46;

/**
 * Windows wider than this are a tablet's or a desktop's: there the whole board fits, its targets close to
 * 44 px anyway (and clicked with a mouse), and seeing all of it beats panning, even when the board
 * shares the width with a column of choices beside it.
 */
const PANNED_UP_TO_PX = 600;

/** What the box centres on when it opens or the moves change: a selection first, else the first target. */
const FOCUS = ".selected, [aria-pressed='true'], [role='button'], [data-move]";

export function PanZoom(props: {
  width: number;
  height: number;
  smallestTarget: number;
  t: Translate;
  class?: string;
  label?: string;
  children: ComponentChildren;
  refocus?: unknown;
}) {
  const { width, smallestTarget, t } = props;
  const outer = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const [whole, setWhole] = useState(false);

  // Measured when the browser has laid the page out anyway (a ResizeObserver's first call comes before the
  // first paint): reading the width at once would lay out the whole page, board included, one more time.
  useLayoutEffect(() => {
    const element = outer.current!;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const zoomedWidth = Math.ceil((width * THUMB_PX) / smallestTarget);
  // A board zoomed wider than the window needs panning whatever its box: known without measuring, so such
  // a board is drawn at its size from the start.
  const needsZoom = innerWidth <= PANNED_UP_TO_PX && (innerWidth < zoomedWidth || (available > 0 && available < zoomedWidth));
  const zoomed = needsZoom && !whole;

  useEffect(() => {
    const element = box.current;
    if (!zoomed || !element) return;
    const spot = element.querySelector(FOCUS);
    if (!spot) return;
    const area = element.getBoundingClientRect();
    const at = spot.getBoundingClientRect();
    element.scrollLeft += at.left + at.width / 2 - (area.left + area.width / 2);
    element.scrollTop += at.top + at.height / 2 - (area.top + area.height / 2);
  }, [zoomed, props.refocus]);

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is "region" whenever there is a label.
    <div
      class={props.class ? `pan-zoom board-fit ${props.class}` : "pan-zoom board-fit"}
      style={{ "--board-aspect": width / props.height }}
      ref={outer}
      role={props.label ? "region" : undefined}
      aria-label={props.label}
    >
      {needsZoom && (
        <p class="pan-hint">
          {zoomed && (
            <span>
              <svg viewBox="-12 -12 24 24" aria-hidden="true" class="pan-icon">
                <path d="M0-10 4-6H1v5h5v-3l4 4-4 4V1H1v5h3l-4 4-4-4h3V1h-5v3l-4-4 4-4v3h5v-5h-3z" />
              </svg>
              {t("board.panHint")}
            </span>
          )}
          <button type="button" class="secondary" onClick={() => setWhole(!whole)} aria-pressed={whole}>
            {whole ? t("board.zoomIn") : t("board.wholeBoard")}
          </button>
        </p>
      )}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is "group" whenever there is a label. */}
      <div
        class={zoomed ? "pan-box zoomed" : "pan-box"}
        ref={box}
        tabIndex={zoomed ? 0 : undefined}
        role={zoomed ? "group" : undefined}
        aria-label={zoomed ? t("board.panHint") : undefined}
      >
        <div class="pan-content" style={zoomed ? { width: `${zoomedWidth}px` } : undefined}>
          {props.children}
        </div>
      </div>
    </div>
  );
}
