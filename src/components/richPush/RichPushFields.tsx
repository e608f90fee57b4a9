import { FieldArray, useFormikContext } from 'formik';
import Button from 'react-bootstrap/Button';
import { TextField } from '../form/TextField';
import { PUSH_BUTTON_LABEL_MAX, PUSH_BUTTONS_MAX } from '../../../contract/richPush';
import { NEW_PUSH_BUTTON, type RichPushValues } from './richPushForm';

/**
 * The push's image and action buttons (rich push): an image address and up to three buttons,
 * each a label and the link it opens. The image is an address only: uploads hold no images.
 */
export function RichPushFields() {
  const { values } = useFormikContext<RichPushValues>();
  const buttons = values.pushButtons;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Push image and buttons (optional)</legend>
      <TextField
        name="pushImage"
        label="Image address"
        type="url"
        inputMode="url"
        placeholder="https://"
        help="Shown in the notification: a JPEG, PNG or GIF at an https:// address."
      />
      <FieldArray name="pushButtons">
        {(helpers) => (
          <>
            {buttons.map((_, index) => (
              <div className="rich-push-button" key={index}>
                <TextField
                  name={`pushButtons.${index}.label`}
                  label={`Button ${index + 1} label`}
                  maxLength={PUSH_BUTTON_LABEL_MAX}
                  className="mb-2"
                />
                <TextField
                  name={`pushButtons.${index}.url`}
                  label={`Button ${index + 1} link`}
                  inputMode="url"
                  placeholder="https:// or the app’s own scheme"
                  className="mb-2"
                />
                <Button
                  variant="outline-danger"
                  size="sm"
                  className="rich-push-remove"
                  onClick={() => helpers.remove(index)}
                  aria-label={`Remove button ${index + 1}`}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </Button>
              </div>
            ))}
            {buttons.length < PUSH_BUTTONS_MAX && (
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => helpers.push({ ...NEW_PUSH_BUTTON })}
              >
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                Add a button
              </Button>
            )}
            <p className="form-text mb-0 mt-1">
              Up to {PUSH_BUTTONS_MAX} buttons. A link starts with https:// or the app’s own scheme.
            </p>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
