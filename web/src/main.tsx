import { render } from "preact";
import { App } from "./app";
// The page's typeface, also the boards' pictures' (shared/palette.ts): regular and bold, Latin with accents,
// used once loaded (page-drawn.ts).
import "@fontsource/atkinson-hyperlegible/400.css";
import "@fontsource/atkinson-hyperlegible/700.css";
import { startPage } from "./page-drawn";
import "./styles.css";

startPage();
render(<App />, document.getElementById("app")!);
