import { LANGUAGES } from '../../contract/languages';

/** The listed languages as a select's options: the tag as value, the English name shown. */
export const LANGUAGE_OPTIONS: readonly { value: string; label: string }[] = LANGUAGES.map(
  (language) => ({ value: language.code, label: language.name }),
);
