import { Type } from '@sinclair/typebox';
import { LANGUAGES } from './languages';

/**
 * A language tag as people, apps and CSV files send it ('es', 'PT-br'). The schema bounds it;
 * the server matches it against contract/languages.ts without regard to case and stores the
 * listed spelling, so an unlisted tag is refused with the list named.
 */
export const LanguageTag = Type.String({ minLength: 2, maxLength: 35 });

/** Why a tag was refused, as a field error's message ("language is not a listed language..."). */
export const UNLISTED_LANGUAGE = `is not a listed language: use one of ${LANGUAGES.map((language) => language.code).join(', ')}`;
