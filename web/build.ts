// Builds the static web client into web/dist: hashed ESM bundles with one lazily loaded chunk per game,
// index.html pointing at them, and sizes.json (gzipped bytes of the shell and of each game chunk) for the
// bench; the web app manifest with the icons drawn in web/icon.ts; and the service worker, told which
// files to keep for offline use. Fails when the shell outgrows its budget, so a heavy import is caught at
// build time.
import { build, type Metafile, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { svgToPng } from "../functions/previews/png";
import { BACKGROUND_COLOUR, iconSvg, THEME_COLOUR } from "./icon";

const SHELL_BUDGET_BYTES = 60 * 1024;
const webDir = dirname(fileURLToPath(import.meta.url));
const rootDir = dirname(webDir);
const distDir = join(webDir, "dist");
const assetsDir = join(distDir, "assets");

const publicName = (file: string) => `/${relative(distDir, join(rootDir, file)).split("\\").join("/")}`;

await rm(distDir, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });

// Game stylesheets are built first, as their own hashed files (the content security policy forbids
// inline styles); a game's import of its own stylesheet then becomes code in its chunk that links that file and
// waits for it, so the board never shows unstyled and the shell needs no list of game stylesheets.
const gameCssEntries = (await readdir(join(webDir, "games"), { recursive: true }))
  .filter((file) => file.endsWith(".css"))
  .map((file) => join("web/games", file).split("\\").join("/"));
const cssBuild = await build({
  absWorkingDir: rootDir,
  entryPoints: gameCssEntries,
  bundle: true,
  minify: true,
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
});
const gameCssOutput = new Map<string, string>();
for (const [file, output] of Object.entries(cssBuild.metafile.outputs)) {
  if (output.entryPoint) gameCssOutput.set(output.entryPoint, file);
}
const gameStyles: Plugin = {
  name: "game-styles",
  setup(builder) {
    builder.onLoad({ filter: /[\\/]web[\\/]games[\\/].*\.css$/ }, ({ path }) => {
      const built = gameCssOutput.get(relative(rootDir, path).split("\\").join("/"));
      if (!built) throw new Error(`${path} was not built as a game stylesheet`);
      const contents = `const link = document.createElement("link");
link.rel = "stylesheet";
link.href = ${JSON.stringify(publicName(built))};
await new Promise((done) => { link.onload = link.onerror = done; document.head.append(link); });`;
      return { contents, loader: "js" };
    });
  },
};

const result = await build({
  absWorkingDir: rootDir,
  entryPoints: ["web/src/main.tsx"],
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  sourcemap: false,
  target: ["es2022"],
  jsx: "automatic",
  jsxImportSource: "preact",
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  assetNames: "[name]-[hash]",
  // The typeface's files, which the stylesheet names: copied beside the bundles under hashed names.
  loader: { ".woff2": "file", ".woff": "file" },
  metafile: true,
  legalComments: "none",
  plugins: [gameStyles],
  logLevel: "warning",
});

// The page's early script on its own, importing nothing: a module with imports runs only once they
// have all arrived, which put its request for the game behind the app's shared chunks.
const early = await build({
  absWorkingDir: rootDir,
  entryPoints: ["web/src/early.ts"],
  bundle: true,
  format: "esm",
  minify: true,
  target: ["es2022"],
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
});

const outputs = { ...result.metafile.outputs, ...early.metafile.outputs };
function entryBundle(source: string): string {
  const file = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === source && file.endsWith(".js"));
  if (!file) throw new Error(`esbuild produced no entry bundle for ${source}`);
  return file;
}
const entryFile = entryBundle("web/src/main.tsx");
const earlyFile = entryBundle("web/src/early.ts");
const cssFile = outputs[entryFile]!.cssBundle;

/** A file and every file it imports statically (what the browser must fetch before it runs). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]!.imports) {
    if (imported.kind === "import-statement" && !imported.external) staticClosure(imported.path, seen);
  }
  return seen;
}

const gzipped = new Map<string, number>();
async function gzipSize(file: string): Promise<number> {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(join(rootDir, file)), { level: 9 }).length);
  return gzipped.get(file)!;
}
const sum = async (files: Iterable<string>) => {
  let total = 0;
  for (const file of files) total += await gzipSize(file);
  return total;
};

const shellFiles = staticClosure(entryFile, new Set([earlyFile]));
if (cssFile) shellFiles.add(cssFile);
const shellBytes = await sum(shellFiles);

// A game's chunk: its dynamic-import entry plus the static imports the shell does not already hold.
const games: Record<string, { gzipBytes: number; files: string[] }> = {};
for (const [file, output] of Object.entries(outputs as Metafile["outputs"])) {
  const match = output.entryPoint?.match(/^web\/games\/([^/]+)\/index\.tsx?$/);
  if (!match || !file.endsWith(".js")) continue;
  const files = [...staticClosure(file)].filter((f) => !shellFiles.has(f));
  for (const [source, built] of gameCssOutput) if (source.startsWith(`web/games/${match[1]}/`)) files.push(built);
  games[match[1]!] = { gzipBytes: await sum(files), files: files.map(publicName) };
}

const sizes = {
  shell: { gzipBytes: shellBytes, budgetBytes: SHELL_BUDGET_BYTES, files: [...shellFiles].map(publicName) },
  games,
};
await writeFile(join(distDir, "sizes.json"), `${JSON.stringify(sizes, null, 2)}\n`);

/** A file under assets/ named by its content, so that it can be cached for good. */
async function writeAsset(name: string, extension: string, content: Uint8Array | string): Promise<string> {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 10);
  const file = join(assetsDir, `${name}-${hash}.${extension}`);
  await writeFile(file, content);
  return publicName(relative(rootDir, file));
}

// The icons a home screen installs: the plain one at the two sizes the manifest needs, a maskable one for
// Android's shaped icons, and the one iOS takes from its own link (it ignores the manifest's).
const icons = {
  small: await writeAsset("icon-192", "png", await svgToPng(iconSvg(192))),
  large: await writeAsset("icon-512", "png", await svgToPng(iconSvg(512))),
  maskable: await writeAsset("icon-maskable-512", "png", await svgToPng(iconSvg(512, true))),
  apple: await writeAsset("apple-touch-icon", "png", await svgToPng(iconSvg(180, true))),
};
await writeFile(join(distDir, "favicon.svg"), iconSvg(32));
const manifest = {
  name: "Turnpost",
  short_name: "Turnpost",
  description: "Board games by correspondence: move, close the tab, get told when it is your turn.",
  id: "/",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  icons: [
    { src: icons.small, sizes: "192x192", type: "image/png", purpose: "any" },
    { src: icons.large, sizes: "512x512", type: "image/png", purpose: "any" },
    { src: icons.maskable, sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
};
await writeFile(join(distDir, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="theme-color" content="${THEME_COLOUR}">
<meta name="description" content="${manifest.description}">
<title>Turnpost</title>
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="${icons.apple}">
<meta name="turnpost-game-files" content="${JSON.stringify(Object.fromEntries(Object.entries(games).map(([id, game]) => [id, game.files]))).replaceAll('"', "&quot;")}">
<script type="module" async src="${publicName(earlyFile)}"></script>
${cssFile ? `<link rel="stylesheet" href="${publicName(cssFile)}">` : ""}
<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">
<script type="module" src="${publicName(entryFile)}"></script>
${[...shellFiles]
  .filter((file) => file !== entryFile && file !== earlyFile && file.endsWith(".js"))
  .map((file) => `<link rel="modulepreload" href="${publicName(file)}">`)
  .join("\n")}
</head>
<body>
<div id="app"></div>
<noscript>Turnpost needs JavaScript to show your games. / Turnpost a besoin de JavaScript pour afficher vos parties.</noscript>
</body>
</html>
`;
await writeFile(join(distDir, "index.html"), html);

// What the service worker keeps for offline use: the page and everything the build made (the shell, every
// game's chunks and stylesheets, the icons). Its version names its cache and changes with any of them, so
// a new build installs a new worker, which fills a new cache and drops the old one.
const assetFiles = (await readdir(assetsDir)).sort().map((file) => publicName(relative(rootDir, join(assetsDir, file))));
const offlineFiles = ["/", "/manifest.webmanifest", "/favicon.svg", ...assetFiles];
const buildVersion = createHash("sha256").update(html).update(offlineFiles.join("\n")).digest("hex").slice(0, 12);

// The service worker lives at the site's root (its scope is the whole site) and is not hashed: the
// browser finds it by that fixed name and checks it for updates itself.
await build({
  absWorkingDir: rootDir,
  entryPoints: ["web/src/sw.ts"],
  bundle: true,
  format: "iife",
  minify: true,
  target: ["es2022"],
  outfile: join(distDir, "sw.js"),
  legalComments: "none",
  define: { TURNPOST_BUILD: JSON.stringify({ version: buildVersion, files: offlineFiles }) },
  logLevel: "warning",
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`web: shell ${kb(shellBytes)} gzipped (budget ${kb(SHELL_BUDGET_BYTES)})`);
for (const [id, game] of Object.entries(games)) console.log(`web: game ${id} ${kb(game.gzipBytes)} gzipped`);
if (shellBytes > SHELL_BUDGET_BYTES) {
  console.error(`web: the shell is over its budget by ${kb(shellBytes - SHELL_BUDGET_BYTES)}; move code behind a dynamic import.`);
  process.exit(1);
}
