import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SendAiMessageDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';

/**
 * Sends a question: in a chat, or (no `chatId`) starting one, about `matterId` when given. Chosen
 * documents go with it (`documentIds`). Resolves to the chat's id, or null when it was not sent
 * (the reason in `error`).
 */
export function useAskAi() {
  const [send, { loading }] = useMutation(SendAiMessageDocument);
  const [error, setError] = useState<string | null>(null);
  const ask = async (content: string, { chatId = null, matterId = null, documentIds = [] }: { chatId?: string | null; matterId?: string | null; documentIds?: string[] }) => {
    setError(null);
    try {
      const { data } = await send({
        variables: { input: { id: crypto.randomUUID(), chatId, content, ...(matterId && !chatId ? { matterId } : {}), ...(documentIds.length ? { documentIds } : {}) } },
        // A new chat enters the history; documents sent are the chat's attachments now.
        refetchQueries: documentIds.length && chatId ? ['AiChats', 'AiChat'] : ['AiChats'],
      });
      return data?.sendAiMessage.chatId ?? null;
    } catch (failure) {
      const problem = serverProblem(failure, 'The message could not be sent. Check your connection and try again.');
      setError(problem.fields ? Object.values(problem.fields).join(' ') : problem.message);
      return null;
    }
  };
  return { ask, sending: loading, error };
}
