import { LANGUAGES } from '../../../../contract/languages';

const NAMES: ReadonlyMap<string, string> = new Map(LANGUAGES.map((l) => [l.code, l.name]));

/** A language's English name, or its code when the list does not hold it. */
export const languageName = (code: string): string => NAMES.get(code) ?? code;
