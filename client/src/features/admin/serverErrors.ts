import { CombinedGraphQLErrors } from '@apollo/client';

export interface ServerProblem {
  code: string | null;
  message: string;
  /** BAD_USER_INPUT: the first message per input field, keyed by field name. */
  fields: Record<string, string>;
}

/** What the server said about a failed request, for messages at the fields or in a banner. */
export function serverProblem(error: unknown): ServerProblem {
  if (!CombinedGraphQLErrors.is(error)) {
    return { code: null, message: "Matterhorn can't be reached. Check your connection and try again.", fields: {} };
  }
  const [first] = error.errors;
  const list = (first?.extensions?.fields as Array<{ field: string; messages: string[] }> | undefined) ?? [];
  return {
    code: (first?.extensions?.code as string | undefined) ?? null,
    message: first?.message ?? 'Something went wrong. Please try again.',
    fields: Object.fromEntries(list.map((f) => [f.field.replace(/^input\./, ''), f.messages[0] ?? 'Not valid.'])),
  };
}
