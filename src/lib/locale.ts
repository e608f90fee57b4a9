let resolved: { wanted: string; locale: string } | null = null;

/**
 * The reader's locale, for the numbers and the dates whose format SPEC.md does not fix (counts,
 * sizes, chart labels): the browser's first preferred language that Intl can format in. The
 * console's words stay English (docs/decisions.md, "The browser's locale").
 */
export function browserLocale(): string {
  const wanted =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  // Asking Intl is slow (every formatted count and date asks): the answer is kept until the
  // browser's preferences change.
  const key = wanted.join(',');
  if (resolved?.wanted === key) return resolved.locale;
  resolved = { wanted: key, locale: firstSupported(wanted) };
  return resolved.locale;
}

function firstSupported(wanted: readonly string[]): string {
  for (const tag of wanted) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0) return canonical;
    } catch {
      // A malformed tag is skipped; the next preference may do.
    }
  }
  return 'en-US';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A number format in the reader's locale, made once per locale and options. */
export function localNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = browserLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A date format in the reader's locale, made once per locale and options. */
export function localDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = browserLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
