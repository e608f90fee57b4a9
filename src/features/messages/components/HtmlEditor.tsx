import { useField } from 'formik';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';

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
  hint: string;
}

/**
 * The rich message as HTML in a plain textarea, with buttons that wrap the selection in a tag.
 * The server keeps only safe tags; the preview beside the form shows the result.
 */
export function HtmlEditor({ name, label, hint }: HtmlEditorProps) {
  const [field, meta, helpers] = useField<string>(name);
  const area = useRef<HTMLTextAreaElement>(null);
  const invalid = meta.touched && Boolean(meta.error);

  const wrap = ({ before, after }: Wrap) => {
    const input = area.current;
    if (!input) return;
    const { selectionStart: start, selectionEnd: end, value } = input;
    const next =
      value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end);
    void helpers.setValue(next);
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
          {...field}
          ref={area}
          as="textarea"
          rows={7}
          className="html-editor-input font-monospace"
          isInvalid={invalid}
          aria-describedby={`${name}-hint`}
          spellCheck
        />
      </div>
      {invalid && (
        <Form.Control.Feedback type="invalid" className="d-block" role="alert">
          {meta.error}
        </Form.Control.Feedback>
      )}
      <Form.Text id={`${name}-hint`}>{hint}</Form.Text>
    </Form.Group>
  );
}
