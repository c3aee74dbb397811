// A tiny router on the history API: the server answers every non-API path with index.html.
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";

const NAVIGATED = "tp:navigate";

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
}

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    addEventListener("popstate", update);
    addEventListener(NAVIGATED, update);
    return () => {
      removeEventListener("popstate", update);
      removeEventListener(NAVIGATED, update);
    };
  }, []);
  return path;
}

export function Link(props: { href: string; class?: string; children: ComponentChildren; "aria-current"?: "page" }) {
  const { href, children, ...rest } = props;
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
