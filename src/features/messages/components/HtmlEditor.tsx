import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from '../../../components/form/FieldFeedback';
import { useFieldState } from '../../../components/form/useFieldState';

interface Wrap {
  label: string;
  icon: string;
  before: string;
  after: string;
}

const TOOLS: readonly Wrap[] = [
  { label: 'Bold', icon: 'bi-type-bold', before: '<b>', after: '</b>' },
  { label: 'Italic', icon: 'bi-type-italic', before: '<i>', after: '</i>' },
  { label: 'Underline', icon: 'bi-type-underline', before: '<u>', after: '</u>' },
  { label: 'Paragraph', icon: 'bi-paragraph', before: '<p>', after: '</p>' },
  { label: 'Bulleted list', icon: 'bi-list-ul', before: '<ul>\n  <li>', after: '</li>\n</ul>' },
  { label: 'Link', icon: 'bi-link-45deg', before: '<a href="https://">', after: '</a>' },
];

interface HtmlEditorProps {
  name: string;
  label: string;
  help: string;
}

/**
 * The rich message as HTML in a plain textarea, with buttons that wrap the selection in a tag.
 * The server keeps only safe tags; the preview beside the form shows the result.
 */
export function HtmlEditor({ name, label, help }: HtmlEditorProps) {
  const state = useFieldState<string>(name, help);
  const area = useRef<HTMLTextAreaElement>(null);

  const wrap = ({ before, after }: Wrap) => {
    const input = area.current;
    if (!input) return;
    const { selectionStart: start, selectionEnd: end, value } = input;
    const next =
      value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end);
    void state.helpers.setValue(next);
    // Keep the wrapped text selected, so a second tool applies to the same words.
    requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(start + before.length, end + before.length);
    });
  };

  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <div className="html-editor">
        <ButtonGroup size="sm" aria-label="Formatting" className="html-editor-tools flex-wrap">
          {TOOLS.map((tool) => (
            <Button
              key={tool.label}
              variant="light"
              aria-label={tool.label}
              title={tool.label}
              onClick={() => wrap(tool)}
            >
              <i className={`bi ${tool.icon}`} aria-hidden="true" />
            </Button>
          ))}
        </ButtonGroup>
        <Form.Control
          {...state.field}
          ref={area}
          as="textarea"
          rows={7}
          className="html-editor-input font-monospace"
          isInvalid={state.invalid}
          aria-invalid={state.invalid}
          aria-describedby={state.describedBy}
          spellCheck
        />
      </div>
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
