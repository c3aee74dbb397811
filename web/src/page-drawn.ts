// What a page's first paint must not wait behind, started once its main content is drawn: the site's
// typeface (two files, 35 KB, which a slow phone's connection would otherwise share with the page's
// own code and data) and the service worker, whose install fetches every game's files.
import { registerServiceWorker } from "./offline";

/** Set once the typeface's files have been fetched in this browser: later pages take them from its cache. */
const TYPEFACE_FETCHED = "tp.typeface";
/** A page that never draws its main content (an error, a slow server) still gets both, this much later. */
const AT_THE_LATEST_MS = 4000;

/**
 * At start, before the first render. A browser that has fetched the typeface uses it from the start; one
 * that has not keeps the system's for this page, since switching under the reader's eyes would move
 * every line (Lighthouse measured a layout shift of 0.13), and uses it from its next page load on.
 */
export function startPage(): void {
  try {
    if (localStorage.getItem(TYPEFACE_FETCHED)) document.documentElement.classList.add("typeface");
  } catch {
    // Storage refused (a private window's settings): the system's typeface, as on a first visit.
  }
  setTimeout(pageDrawn, AT_THE_LATEST_MS);
}

/** How long after its first frame a page is left to settle: its first answers (its log, the players' rhythms) redraw parts of it. */
const SETTLING_MS = 250;

/**
 * Runs `callback` once the page drawn now has settled on screen: an effect runs as soon as the main
 * thread has painted, but the frame reaches the screen a little later and the page's first answers
 * redraw parts of it over the next frames; what is asked for meanwhile competes with them on a slow
 * connection. A hidden tab draws no frames, so the wait counts from now there.
 */
export function whenSettled(callback: () => void): void {
  let started = false;
  const wait = () => {
    if (started) return;
    started = true;
    setTimeout(callback, SETTLING_MS);
  };
  requestAnimationFrame(() => requestAnimationFrame(wait));
  setTimeout(wait, 500);
}

let drawn = false;

/** The page's main content is drawn: fetch what waited for it once it is on screen. */
export function pageDrawn(): void {
  if (drawn) return;
  drawn = true;
  whenSettled(fetchWhatWaited);
}

function fetchWhatWaited(): void {
  registerServiceWorker();
  const family = '"Atkinson Hyperlegible"';
  Promise.all([document.fonts.load(`400 1em ${family}`), document.fonts.load(`700 1em ${family}`)]).then(
    () => {
      try {
        localStorage.setItem(TYPEFACE_FETCHED, "1");
      } catch {
        // Not kept: the next page fetches it again after its first paint.
      }
    },
    () => undefined,
  );
}
