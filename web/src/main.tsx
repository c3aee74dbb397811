import { render } from "preact";
import { App } from "./app";
// The page's typeface, also the boards' pictures' (shared/palette.ts): regular and bold, Latin with accents.
import "@fontsource/atkinson-hyperlegible/400.css";
import "@fontsource/atkinson-hyperlegible/700.css";
import { registerServiceWorker } from "./offline";
import "./styles.css";

render(<App />, document.getElementById("app")!);
registerServiceWorker();
