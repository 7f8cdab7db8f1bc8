import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { DemandLetterPreviewDocument, type DemandLetterPreviewInput } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';

/** What a preview fills: text being written, a saved template, or nothing yet (and why). */
export type PreviewSource = { body: string } | { templateId: string } | { unavailable: string };

/**
 * A letter filled by the server (`demandLetterPreview`) for a case or a demand, as text: `show`
 * asks again each time (the case's facts change); the latest request wins. A refusal is said in
 * one sentence.
 */
export function useLetterPreview() {
  const client = useApolloClient();
  const latest = useRef(0);
  const [state, setState] = useState<{ text: string | null; problem: string | null; loading: boolean }>({ text: null, problem: null, loading: false });
  const show = async (input: DemandLetterPreviewInput) => {
    const request = ++latest.current;
    setState({ text: null, problem: null, loading: true });
    try {
      const { data } = await client.query({ query: DemandLetterPreviewDocument, variables: { input }, fetchPolicy: 'network-only' });
      if (request === latest.current) setState({ text: data?.demandLetterPreview ?? '', problem: null, loading: false });
    } catch (failure) {
      const found = serverProblem(failure, "The preview couldn't be made. Check your connection and try again.");
      if (request === latest.current) setState({ text: null, problem: found.fields ? Object.values(found.fields).join(' ') : found.message, loading: false });
    }
  };
  return {
    ...state,
    show,
    /** Says why there is no preview (nothing asked of the server). */
    refuse: (problem: string) => {
      latest.current += 1;
      setState({ text: null, problem, loading: false });
    },
    clear: () => {
      latest.current += 1;
      setState({ text: null, problem: null, loading: false });
    },
  };
}

export type LetterPreview = ReturnType<typeof useLetterPreview>;
