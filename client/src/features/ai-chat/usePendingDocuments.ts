import { useState } from 'react';
import { limitOf } from '../../ui/limits';
import type { ChatDocument } from './AttachmentChips';

/** The most documents one chat may have attached (the server's limit). */
export const MAX_CHAT_DOCUMENTS = limitOf('SendAiMessageInput', 'documentIds').arrayMaxSize;

/** Documents chosen to go with the next message, next to those the chat has already: each once, five in all at most. */
export function usePendingDocuments(attached: readonly ChatDocument[] = []) {
  const [pending, setPending] = useState<ChatDocument[]>([]);
  return {
    pending,
    /** How many more may be chosen. */
    room: MAX_CHAT_DOCUMENTS - attached.length - pending.length,
    add: (document: ChatDocument) => {
      if (attached.some((d) => d.id === document.id)) return;
      setPending((list) => (list.some((d) => d.id === document.id) ? list : [...list, document]));
    },
    remove: (document: ChatDocument) => setPending((list) => list.filter((d) => d.id !== document.id)),
    clear: () => setPending([]),
  };
}
