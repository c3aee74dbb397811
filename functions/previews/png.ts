// SVG to PNG with resvg compiled to WebAssembly: the same code on x64 here and on arm64 Lambda. The
// .wasm file is compiled once per process. It comes from RESVG_WASM when set (a bundled function
// ships the file beside its code), else from the installed @resvg/resvg-wasm package. resvg-wasm has no
// system fonts: the pictures' words are drawn with Atkinson Hyperlegible, the page's typeface, read once
// from PREVIEW_FONTS (a folder holding the two files, for a bundled function) or the installed package.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import { FONT_FAMILY } from "../../shared/palette";

let ready: Promise<Uint8Array[]> | null = null;
const require = createRequire(import.meta.url);

function wasmPath(): string {
  return process.env.RESVG_WASM ?? require.resolve("@resvg/resvg-wasm/index_bg.wasm");
}

/** The regular and bold faces: by file name in PREVIEW_FONTS when set, else in the installed package. */
function fontPaths(): string[] {
  const dir = process.env.PREVIEW_FONTS;
  if (dir) return ["AtkinsonHyperlegible_400Regular.ttf", "AtkinsonHyperlegible_700Bold.ttf"].map((name) => join(dir, name));
  return [
    require.resolve("@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf"),
    require.resolve("@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf"),
  ];
}

/** Compiles the renderer and reads the fonts, once per process. */
function loadRenderer(): Promise<Uint8Array[]> {
  ready ??= Promise.all([readFile(wasmPath()).then((bytes) => initWasm(bytes)), ...fontPaths().map((path) => readFile(path))])
    .then(([, ...fonts]) => fonts.map((font) => new Uint8Array(font)))
    .catch((error) => {
      ready = null; // a later request may try again
      throw error;
    });
  return ready;
}

/** Renders an SVG document at its own size, its words in the page's typeface. */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  const fonts = await loadRenderer();
  const resvg = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { fontBuffers: fonts, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
