import { useFormikContext } from 'formik';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { LANGUAGES, languageName } from '../../../../contract/languages';
import type { MessagePreview } from '../../../../contract/messagePreview';
import { formatCount } from '../../../lib/numbers';
import type { ComposeValues } from '../composeForm';
import { newVariant } from '../variantsForm';

/** Which texts are shown: the default language's (null) or a variant's, by its index. */
export type ActiveVariant = number | null;

interface VariantTabsProps {
  defaultLanguage: string;
  /** The audience by language, from the preview; empty while it loads. */
  audience: MessagePreview['languages'];
  active: ActiveVariant;
  onActivate: (active: ActiveVariant) => void;
}

const membersOf = (audience: MessagePreview['languages'], code: string) =>
  audience.find((entry) => entry.language === code)?.members ?? 0;

/**
 * The message's languages as tabs: the organisation's default first, then each version the
 * sender added, with a menu that offers the audience's languages first (with their members) and
 * then every listed one. Members of a language without a version get the default's texts.
 */
export function VariantTabs({ defaultLanguage, audience, active, onActivate }: VariantTabsProps) {
  const { values, setFieldValue } = useFormikContext<ComposeValues>();
  const written = new Set([defaultLanguage, ...values.variants.map((v) => v.language)]);
  const offered = LANGUAGES.filter((language) => !written.has(language.code)).sort(
    (a, b) => membersOf(audience, b.code) - membersOf(audience, a.code),
  );

  const add = (code: string) => {
    void setFieldValue('variants', [...values.variants, newVariant(code)]);
    onActivate(values.variants.length);
  };
  const remove = (index: number) => {
    void setFieldValue(
      'variants',
      values.variants.filter((_, at) => at !== index),
    );
    onActivate(null);
  };
  const tab = (label: string, selected: boolean, onClick: () => void, count: number) => (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      className={`nav-link${selected ? ' active' : ''}`}
      onClick={onClick}
    >
      {label}
      {count > 0 && <span className="ms-1 text-body-secondary small">{formatCount(count)}</span>}
    </button>
  );

  return (
    <div className="variant-tabs d-flex flex-wrap align-items-end gap-2 mb-3">
      <div className="nav nav-tabs flex-grow-1" role="tablist" aria-label="Languages">
        <span className="nav-item">
          {tab(
            `${languageName(defaultLanguage)} (default)`,
            active === null,
            () => onActivate(null),
            membersOf(audience, defaultLanguage),
          )}
        </span>
        {values.variants.map((variant, index) => (
          <span key={variant.language} className="nav-item d-flex align-items-center">
            {tab(
              languageName(variant.language),
              active === index,
              () => onActivate(index),
              membersOf(audience, variant.language),
            )}
            <Button
              variant="link"
              size="sm"
              className="px-1 text-body-secondary"
              aria-label={`Remove the ${languageName(variant.language)} version`}
              onClick={() => remove(index)}
            >
              <i className="bi bi-x-lg" aria-hidden="true" />
            </Button>
          </span>
        ))}
      </div>
      <Dropdown>
        <Dropdown.Toggle variant="outline-secondary" size="sm">
          <i className="bi bi-translate me-1" aria-hidden="true" />
          Add a language
        </Dropdown.Toggle>
        <Dropdown.Menu className="variant-menu">
          {offered.map((language) => (
            <Dropdown.Item
              key={language.code}
              as="button"
              type="button"
              onClick={() => add(language.code)}
            >
              {language.name}
              {membersOf(audience, language.code) > 0 && (
                <span className="ms-2 text-body-secondary small">
                  {formatCount(membersOf(audience, language.code))} in the audience
                </span>
              )}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}

/** Languages of the audience that have members but no version: they get the default's texts. */
export function MissingVariants({
  defaultLanguage,
  audience,
}: Pick<VariantTabsProps, 'defaultLanguage' | 'audience'>) {
  const { values } = useFormikContext<ComposeValues>();
  const written = new Set([defaultLanguage, ...values.variants.map((v) => v.language)]);
  const missing = audience.filter((entry) => entry.members > 0 && !written.has(entry.language));
  if (missing.length === 0) return null;
  // "4 members who read Polish, 2 who read Arabic"
  const people = missing
    .map((entry, index) => {
      const one = entry.members === 1;
      const who =
        index === 0
          ? one
            ? 'member who reads'
            : 'members who read'
          : one
            ? 'who reads'
            : 'who read';
      return `${formatCount(entry.members)} ${who} ${languageName(entry.language)}`;
    })
    .join(', ');
  return (
    <p className="small text-warning-emphasis mb-3" role="note">
      <i className="bi bi-translate me-1" aria-hidden="true" />
      No version yet for {people}: they get the {languageName(defaultLanguage)} text.
    </p>
  );
}
