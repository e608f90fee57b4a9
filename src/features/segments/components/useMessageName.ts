import { useEffect, useState } from 'react';
import { fetchMessageChoice } from '../messageChoicesApi';

/** The words a saved condition's message shows while it is not among those the picker has seen. */
export type MessageName =
  | { status: 'loading' }
  | { status: 'found'; title: string }
  | { status: 'deleted' }
  | { status: 'unknown' };

/**
 * The title of the message a saved condition names, read by id through the message detail call
 * when the picker has not already seen it (`knownTitle`). Gone: "Deleted message".
 */
export function useMessageName(
  companyId: string,
  messageId: string | undefined,
  knownTitle: string | undefined,
): MessageName | null {
  const [named, setNamed] = useState<{ id: string; name: MessageName } | null>(null);
  const needed = messageId !== undefined && knownTitle === undefined;

  useEffect(() => {
    if (!needed || messageId === undefined) return;
    const controller = new AbortController();
    fetchMessageChoice(companyId, messageId, controller.signal).then(
      (found) =>
        setNamed({
          id: messageId,
          name: found ? { status: 'found', title: found.title } : { status: 'deleted' },
        }),
      () => {
        // Not allowed to read it, or the call failed: the condition still holds its id.
        if (!controller.signal.aborted) setNamed({ id: messageId, name: { status: 'unknown' } });
      },
    );
    return () => controller.abort();
  }, [companyId, messageId, needed]);

  if (messageId === undefined) return null;
  if (knownTitle !== undefined) return { status: 'found', title: knownTitle };
  return named?.id === messageId ? named.name : { status: 'loading' };
}
