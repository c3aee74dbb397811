// Turnpost's icon, drawn here: a signpost whose two boards point opposite ways (a turn passing from one
// player to the other), in the shell's colours. web/build.ts renders it to the PNG sizes the web app
// manifest and the home screens want, and writes the SVG itself as the favicon.

/** The header's ink: the installed app's title bar matches the page's. */
export const THEME_COLOUR = "#1d1f24";
/** The page's paper: what a home-screen app shows while it starts. */
export const BACKGROUND_COLOUR = "#fbf8f2";
const ACCENT = "#0b5cad";
const SIGN = "#ff9f1c";

/**
 * The icon at `size` pixels. A maskable icon fills its square (the platform cuts its own shape) and keeps
 * the drawing within the central 80 %, the safe zone every mask leaves whole; the plain one is rounded.
 */
export function iconSvg(size: number, maskable = false): string {
  const drawing = [
    `<rect x="236" y="112" width="40" height="296" rx="10" fill="${BACKGROUND_COLOUR}"/>`,
    `<path d="M132 132H340L392 184L340 236H132Z" fill="${SIGN}"/>`,
    `<path d="M380 262H172L120 314L172 366H380Z" fill="${BACKGROUND_COLOUR}"/>`,
    `<rect x="186" y="396" width="140" height="28" rx="10" fill="${BACKGROUND_COLOUR}"/>`,
  ].join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" rx="${maskable ? 0 : 104}" fill="${ACCENT}"/>` +
    (maskable ? `<g transform="translate(256 256) scale(0.78) translate(-256 -256)">${drawing}</g>` : drawing) +
    "</svg>"
  );
}
