// SVG to PNG with resvg compiled to WebAssembly: the same code on x64 here and on arm64 Lambda. The
// .wasm file is compiled once per process. It comes from RESVG_WASM when set (a bundled function
// ships the file beside its code), else from the installed @resvg/resvg-wasm package.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg, initWasm } from "@resvg/resvg-wasm";

let ready: Promise<void> | null = null;

function wasmPath(): string {
  return process.env.RESVG_WASM ?? createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm");
}

function loadRenderer(): Promise<void> {
  ready ??= readFile(wasmPath())
    .then((bytes) => initWasm(bytes))
    .catch((error) => {
      ready = null; // a later request may try again
      throw error;
    });
  return ready;
}

/** Renders an SVG document at its own size. The picture draws its words as paths: no fonts needed. */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  await loadRenderer();
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
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
