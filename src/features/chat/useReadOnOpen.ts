import { useEffect, useRef } from 'react';
import type { ChatConversation } from '../../../contract/chat';
import { useAppDispatch } from '../../state/hooks';
import { notify } from '../../lib/notify';
import { markConversationRead } from './chatThunks';

/** Opening a conversation with unread messages marks them read, once per opening. */
export function useReadOnOpen(conversation: ChatConversation | null): void {
  const dispatch = useAppDispatch();
  const id = conversation?.chatMessageID ?? null;
  const unread = conversation?.unreadCount ?? 0;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!id || unread === 0) {
      asked.current = null;
      return;
    }
    if (asked.current === id) return;
    asked.current = id;
    void dispatch(markConversationRead(id)).then((result) => {
      if (markConversationRead.fulfilled.match(result)) return;
      asked.current = null;
      if (result.payload) notify.error(result.payload);
    });
  }, [dispatch, id, unread]);
}
