/** The thread pane before a conversation is chosen (side by side only). */
export function NoConversationChosen() {
  return (
    <div className="chat-thread-empty">
      <i className="bi bi-chat-left-text display-6 text-body-tertiary" aria-hidden="true" />
      <p className="text-body-secondary mb-0">Choose a conversation to read it.</p>
    </div>
  );
}
