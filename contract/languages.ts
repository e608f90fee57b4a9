/**
 * The languages a member, an organisation's default and a message variant may have: BCP 47 tags
 * with the English name the console shows (the console's own text stays English). The list is
 * the languages unions and frontline employers in the product's markets most often message in.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pl', name: 'Polish' },
  { code: 'ro', name: 'Romanian' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ru', name: 'Russian' },
  { code: 'tr', name: 'Turkish' },
  { code: 'ar', name: 'Arabic' },
  { code: 'he', name: 'Hebrew' },
  { code: 'fa', name: 'Persian' },
  { code: 'hi', name: 'Hindi' },
  { code: 'ur', name: 'Urdu' },
  { code: 'bn', name: 'Bengali' },
  { code: 'pa', name: 'Punjabi' },
  { code: 'ta', name: 'Tamil' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'so', name: 'Somali' },
  { code: 'sw', name: 'Swahili' },
  { code: 'am', name: 'Amharic' },
  { code: 'ht', name: 'Haitian Creole' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const BY_CODE: ReadonlyMap<string, string> = new Map(
  LANGUAGES.map((language) => [language.code.toLowerCase(), language.name]),
);

/** The listed tag a member's app or a CSV gave, matched without regard to case ('PT-br'). */
export function languageCode(value: string): LanguageCode | null {
  const wanted = value.trim().toLowerCase();
  const found = LANGUAGES.find((language) => language.code.toLowerCase() === wanted);
  return found ? found.code : null;
}

/** The English name of a tag, or the tag itself when it is not listed. */
export function languageName(code: string): string {
  return BY_CODE.get(code.toLowerCase()) ?? code;
}
