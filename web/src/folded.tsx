// A folded panel of a game page (a legend, a track) as a <details> whose contents are drawn only once it
// is first opened: on a phone, where such panels start folded, the page is built with hundreds of
// elements fewer in the task that blocks it. The summary's click draws them in the same frame as the
// panel opens; any other way of opening it (find in page) draws them on its toggle event.
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";

export function Folded({
  summary,
  open,
  class: cls,
  children,
}: {
  summary: ComponentChildren;
  open: boolean;
  class?: string;
  children: ComponentChildren;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details class={cls} open={open} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details' own button. */}
      <summary onClick={() => setOpened(true)}>{summary}</summary>
      {(open || opened) && children}
    </details>
  );
}
