// Intl's formatters cost far more to make than to use: making one loads its language's data, and a page
// or a mail phrases hundreds of plurals, lists and dates. One per kind, language and options, kept.
type Formatter<Options> = new (lang: string, options?: Options) => object;

const made = new Map<Formatter<never>, Map<string, object>>();

/** The formatter `new Kind(lang, options)`, made once. Keys are few: two languages, each call site's options, time zones. */
export function intl<Options, Made extends object>(
  Kind: new (lang: string, options?: Options) => Made,
  lang: string,
  options?: Options,
): Made {
  let ofKind = made.get(Kind as Formatter<never>);
  if (!ofKind) made.set(Kind as Formatter<never>, (ofKind = new Map()));
  const key = options === undefined ? lang : `${lang} ${JSON.stringify(options)}`;
  let formatter = ofKind.get(key) as Made | undefined;
  if (!formatter) ofKind.set(key, (formatter = new Kind(lang, options)));
  return formatter;
}
