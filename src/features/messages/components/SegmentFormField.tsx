import { useField, useFormikContext } from 'formik';
import { useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { SegmentSelect } from '../../../components/segments/SegmentSelect';

interface SegmentFormFieldProps {
  /** The form value holding the segment's id ('' for everyone). */
  name: string;
  /** What "no segment" means here: "Every follower", "Everyone on the chosen devices". */
  everyone: string;
  help: string;
}

/**
 * The audience of an award campaign or a sequence step: everyone it goes to, or only the members
 * of a saved segment among them, evaluated when each send goes out.
 */
export function SegmentFormField({ name, everyone, help }: SegmentFormFieldProps) {
  const [field] = useField<string>(name);
  // Stable, so the select (memoised) is not drawn again on every keystroke elsewhere in the form.
  const { setFieldValue } = useFormikContext();
  const choose = useCallback(
    (segmentId: string) => void setFieldValue(name, segmentId),
    [setFieldValue, name],
  );
  const id = `${name}-field`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Audience</Form.Label>
      <SegmentSelect
        id={id}
        label="Audience"
        noneLabel={everyone}
        value={field.value}
        aria-describedby={`${id}-help`}
        onChange={choose}
      />
      <Form.Text id={`${id}-help`}>{help}</Form.Text>
    </Form.Group>
  );
}
