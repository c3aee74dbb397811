// Messages in English and French, shared by the web client and the server's mail and pushes. The shell
// owns its keys (en.ts, fr.ts), each game its own (`yucata.played`, …, in shared/games/<id>/messages.ts).
// A message is a string with {param} holes or a function of the params. Catalogs are immutable: a
// translator reads the catalog it was built from, so what a reader sees never depends on load order.
import { intl } from "./intl";

export type Lang = "en" | "fr";
export const LANGS: Lang[] = ["en", "fr"];
export type Params = Record<string, unknown>;

export interface MessageContext {
  lang: Lang;
  /** A seat's display name (falls back to "Player n"). */
  player(seat: number): string;
  /** Translates another key, for messages built from pieces. */
  t: Translate;
}
export type Message = string | ((params: Params, ctx: MessageContext) => string);
export type Messages = Record<string, Message>;
export type Translate = (key: string, params?: Params, player?: (seat: number) => string) => string;

/** Messages in every language, keyed alike. */
export type Catalog = Readonly<Record<Lang, Readonly<Messages>>>;

/** One catalog holding the keys of all `parts`; a later part's message wins over an earlier one's. */
export function joinCatalogs(...parts: Catalog[]): Catalog {
  const joined = (lang: Lang): Messages => Object.assign({}, ...parts.map((part) => part[lang]));
  return Object.freeze({ en: Object.freeze(joined("en")), fr: Object.freeze(joined("fr")) });
}

/**
 * What French asks of any sentence once its holes are filled, whoever wrote it: a non-breaking space
 * before : ; ! ? (so they never start a line), and "de" elided before a name that starts with a vowel
 * ("la cité d’Ana", "l’offre d’alice.rio", "de A2 à B2" → "d’A2 à B2"). Names arrive as parameters, so the message cannot know.
 */
function frenchTypography(text: string): string {
  return text.replace(/ ([:;!?])(?=\s|$)/g, "\u00a0$1").replace(/\b([dD])e ([AEIOUÉÈÊÎÔÛaeiouéèêîôû])/g, "$1’$2");
}

/** The plural form of a count in the reader's language (French counts 0 and 1 as one, English only 1). */
export function plural(lang: Lang, count: number, forms: { one: string; other: string }): string {
  return intl(Intl.PluralRules, lang).select(count) === "one" ? forms.one : forms.other;
}

/** Phrases a key of `catalog` in `lang`, falling back to English, then to the key itself. */
export function translator(lang: Lang, catalog: Catalog): Translate {
  const t: Translate = (key, params = {}, player) => {
    const message = catalog[lang][key] ?? catalog.en[key];
    if (message === undefined) return key;
    if (typeof message === "function") {
      const name = player ?? ((seat: number) => t("player.default", { n: seat + 1 }));
      return typeset(message(params, { lang, player: name, t: (k, p, pl) => t(k, p, pl ?? name) }));
    }
    return typeset(message.replace(/\{(\w+)\}/g, (hole, name: string) => (name in params ? String(params[name]) : hole)));
  };
  const typeset = lang === "fr" ? frenchTypography : (text: string) => text;
  return t;
}

/** "Alice", "Alice and Bob", "Alice, Bob and Carol" in the reader's language. */
export function listOf(items: string[], lang: Lang): string {
  return intl(Intl.ListFormat, lang, { style: "long", type: "conjunction" }).format(items);
}
