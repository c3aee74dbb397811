// Shared pieces of the shell: the app-wide contexts and errors phrased with what to do next.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { PublicUser } from "../../shared/api/index";
import { ApiError } from "./api";
import { LANGS, type Catalog, type Lang, type Params, type Translate } from "../../shared/i18n/index";

export interface I18nValue {
  lang: Lang;
  t: Translate;
  setLang(lang: Lang): void;
  /** Adds a game's words to `t` once its plugin has loaded. */
  learn(catalog: Catalog): void;
}
export const I18n = createContext<I18nValue>(null as unknown as I18nValue);
export const useI18n = () => useContext(I18n);

/** undefined while loading, null when signed out. */
export interface SessionValue {
  user: PublicUser | null | undefined;
  setUser(user: PublicUser | null): void;
}
export const Session = createContext<SessionValue>(null as unknown as SessionValue);
export const useSession = () => useContext(Session);

const BY_STATUS: Record<number, string> = {
  0: "error.network",
  401: "error.not-signed-in",
  403: "error.forbidden",
  404: "error.not-found",
  409: "error.conflict",
  429: "error.slow-down",
  503: "error.unavailable",
};

/**
 * The fields of a form that the browser finds wanting, by their labels' words: said on the page, since
 * a browser's own bubble goes as soon as it came and some phones show none.
 */
export class MissingFields extends Error {
  constructor(readonly labels: string[]) {
    super(labels.join(", "));
  }
}

/** What went wrong and what to do about it, in the reader's language. */
export function describeError(error: unknown, t: Translate): string {
  if (error instanceof MissingFields) return t("error.missing", { fields: error.labels.join(" · ") });
  if (!(error instanceof ApiError)) return t("error.generic", { message: String((error as Error)?.message ?? error) });
  // A rule's refusal comes as a key of the game's words, phrased here in the reader's language.
  const { key, params } = error.extra;
  if (typeof key === "string") {
    const refusal = t(key, (params ?? {}) as Params);
    return refusal === key ? error.message : refusal;
  }
  const specific = `error.${error.code}`;
  // The refusal's own fields (such as the `name` of a player it is about) fill its words.
  const phrased = t(specific, { ...(error.extra as Params), message: error.message });
  if (phrased !== specific) return phrased;
  if (error.status in BY_STATUS) return t(BY_STATUS[error.status]!);
  if (error.status >= 400 && error.status < 500) return t("error.bad-request", { message: error.message });
  return t("error.generic", { message: error.message });
}

export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p class="error" role="alert">
      {describeError(error, t)}
    </p>
  );
}

/** The languages to choose from, each named in itself: the header's and Settings' pickers. */
export function LanguageOptions() {
  return (
    <>
      {LANGS.map((l) => (
        <option value={l} key={l}>
          {l === "en" ? "English" : "Français"}
        </option>
      ))}
    </>
  );
}
