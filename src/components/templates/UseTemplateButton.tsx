import { useState } from 'react';
import type { MessageTemplate } from '../../../contract/messageTemplates';
import { ConfirmModal } from '../ui/ConfirmModal';
import { TemplatePicker } from './TemplatePicker';

interface UseTemplateButtonProps {
  /**
   * Whether the fields the template fills hold words the sender wrote; a function when what it
   * fills depends on the template (compose's image and buttons, only a template with them).
   */
  hasWriting: boolean | ((template: MessageTemplate) => boolean);
  /** What the template replaces, in the question's words: "the title and push message". */
  replaces: string | ((template: MessageTemplate) => string);
  /** Fills the form from the template, once the sender has agreed to lose what was there. */
  onUse: (template: MessageTemplate) => void;
  size?: 'sm';
}

/**
 * The template picker for a place that writes a message: picking fills that place's fields, and
 * when the sender already wrote in them, asks first, so nothing written is lost unasked.
 */
export function UseTemplateButton({ hasWriting, replaces, onUse, size }: UseTemplateButtonProps) {
  const [waiting, setWaiting] = useState<MessageTemplate | null>(null);
  const writtenOver = (template: MessageTemplate) =>
    typeof hasWriting === 'function' ? hasWriting(template) : hasWriting;
  const pick = (template: MessageTemplate) =>
    writtenOver(template) ? setWaiting(template) : onUse(template);
  const replaced = (template: MessageTemplate) =>
    typeof replaces === 'function' ? replaces(template) : replaces;
  const replace = () => {
    if (waiting) onUse(waiting);
    setWaiting(null);
  };
  return (
    <>
      <TemplatePicker onPick={pick} size={size} />
      <ConfirmModal
        show={waiting !== null}
        title="Replace what you wrote with the template?"
        confirmLabel="Replace"
        cancelLabel="Keep what I wrote"
        variant="warning"
        onConfirm={replace}
        onCancel={() => setWaiting(null)}
      >
        <p className="mb-0">
          “{waiting?.name}” replaces {waiting ? replaced(waiting) : ''}. What you wrote there is not
          kept.
        </p>
      </ConfirmModal>
    </>
  );
}
