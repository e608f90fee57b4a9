import { useFormikContext } from 'formik';
import { useCallback } from 'react';
import { SegmentSelect } from '../../../components/segments/SegmentSelect';
import type { ComposeValues } from '../composeForm';

/**
 * Compose's "A saved segment": the organisation's segments and the sending channel's, each with
 * its last count. The reach panel counts the chosen one now; the send evaluates it again when it
 * goes out, so members who qualify in between get the message too.
 */
export function SegmentAudienceField() {
  const { values, errors, touched, setFieldValue } = useFormikContext<ComposeValues>();
  const invalid = Boolean(touched.segmentId && errors.segmentId);
  const choose = useCallback(
    (segmentId: string) => void setFieldValue('segmentId', segmentId),
    [setFieldValue],
  );
  return (
    <div>
      <SegmentSelect
        id="audience-segment"
        label="Saved segment"
        noneLabel="Choose a segment…"
        value={values.segmentId}
        channelId={values.cpId || undefined}
        isInvalid={invalid}
        aria-describedby={invalid ? 'segment-error' : 'segment-help'}
        onChange={choose}
      />
      {invalid ? (
        <p id="segment-error" className="invalid-feedback d-block mb-0" role="alert">
          {String(errors.segmentId)}
        </p>
      ) : (
        <p id="segment-help" className="form-text mb-0">
          Its members are worked out again when the message goes out, so who qualifies by then gets
          it.
        </p>
      )}
    </div>
  );
}
