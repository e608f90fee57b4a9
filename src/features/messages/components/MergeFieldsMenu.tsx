import { useFormikContext } from 'formik';
import Dropdown from 'react-bootstrap/Dropdown';
import { MERGE_FIELDS, customFieldTag } from '../../../../contract/mergeFields';
import type { ComposeValues } from '../composeForm';

/** The texts a merge field can go into. */
export type MergeTarget = 'title' | 'push_message' | 'message';

export const MERGE_TARGET_LABELS: Record<MergeTarget, string> = {
  title: 'Title',
  push_message: 'Push message',
  message: 'Rich message',
};

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
    const text = values[target];
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
        <Dropdown.Header>Into {MERGE_TARGET_LABELS[target]}</Dropdown.Header>
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
