import { SelectField } from '../../../components/form/SelectField';
import { LANGUAGE_OPTIONS } from '../../../lib/languageOptions';
import { Section } from './BrandingFields';

/** Company Settings' own field: the organisation's default language (not the organisation form's). */
export function DefaultLanguageSection() {
  return (
    <Section title="Language">
      <SelectField
        name="defaultLanguage"
        label="Default language"
        options={LANGUAGE_OPTIONS}
        help="Messages are written in this language first; members without a language of their own get it."
      />
    </Section>
  );
}
