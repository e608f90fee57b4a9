import { getIn, useFormikContext } from 'formik';
import Dropdown from 'react-bootstrap/Dropdown';
import { MERGE_FIELDS, customFieldTag } from '../../../../contract/mergeFields';
import type { ComposeValues } from '../composeForm';

/** The texts a merge field can go into. */
export type MergeText = 'title' | 'push_message' | 'message';

/** A text's field: the default language's (`title`) or a variant's (`variants.0.title`). */
export type MergeTarget = MergeText | `variants.${number}.${MergeText}`;

export const MERGE_TARGET_LABELS: Record<MergeText, string> = {
  title: 'Title',
  push_message: 'Push message',
  message: 'Rich message',
};

/** A text's label for the sender: "Push message", or a version's "Push message (version 2)". */
export function mergeTargetLabel(target: string): string {
  const variant = /^variants\.(\d+)\.(title|push_message|message)$/.exec(target);
  if (variant) {
    const [, index = '0', text = 'title'] = variant;
    return `${MERGE_TARGET_LABELS[text as MergeText]} (version ${Number(index) + 1})`;
  }
  return target in MERGE_TARGET_LABELS ? MERGE_TARGET_LABELS[target as MergeText] : target;
}

interface MergeFieldsMenuProps {
  /** The text the field goes into: the one last focused. */
  target: MergeTarget;
  customFields: readonly string[];
}

/**
 * Inserts `{{ firstname }}` and the like at the caret of the text last focused, so a sender need
 * not know the syntax. Each member gets their own value; `| default: "…"` covers an empty one.
 */
export function MergeFieldsMenu({ target, customFields }: MergeFieldsMenuProps) {
  const { values, setFieldValue } = useFormikContext<ComposeValues>();

  const insert = (tag: string) => {
    const input = document.getElementById(target);
    const value: unknown = getIn(values, target);
    const text = typeof value === 'string' ? value : '';
    const caret =
      input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement
        ? { start: input.selectionStart ?? text.length, end: input.selectionEnd ?? text.length }
        : { start: text.length, end: text.length };
    void setFieldValue(target, text.slice(0, caret.start) + tag + text.slice(caret.end));
    const after = caret.start + tag.length;
    requestAnimationFrame(() => {
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
      input.focus();
      input.setSelectionRange(after, after);
    });
  };

  return (
    <Dropdown className="merge-fields-menu">
      <Dropdown.Toggle variant="outline-secondary" size="sm">
        <i className="bi bi-braces me-1" aria-hidden="true" />
        Insert a merge field
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>Into {mergeTargetLabel(target)}</Dropdown.Header>
        {MERGE_FIELDS.map((field) => (
          <Dropdown.Item
            key={field.name}
            as="button"
            type="button"
            onClick={() => insert(`{{ ${field.name} }}`)}
          >
            {field.label} <code className="ms-1">{`{{ ${field.name} }}`}</code>
          </Dropdown.Item>
        ))}
        {customFields.length > 0 && (
          <>
            <Dropdown.Divider />
            <Dropdown.Header>Custom fields</Dropdown.Header>
            {customFields.map((name) => (
              <Dropdown.Item
                key={name}
                as="button"
                type="button"
                onClick={() => insert(customFieldTag(name))}
              >
                {name} <code className="ms-1">{customFieldTag(name)}</code>
              </Dropdown.Item>
            ))}
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
