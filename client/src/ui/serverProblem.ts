import { CombinedGraphQLErrors } from '@apollo/client';

export interface ServerProblem {
  /** Messages by field path (`email`, `phones.1.number`), when the server named fields. */
  fields: Record<string, string> | null;
  /** Otherwise one message for the whole form. */
  message: string;
  code: string | null;
}

/** What a failed request tells the person: field messages, or one sentence (`fallback` when the server said nothing). */
export function serverProblem(error: unknown, fallback = "It couldn't be saved. Check your connection and try again."): ServerProblem {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const fields = first?.extensions?.fields as Array<{ field: string; messages: string[] }> | undefined;
  return {
    fields: fields?.length ? Object.fromEntries(fields.map((f) => [f.field, f.messages[0] ?? ''])) : null,
    message: first?.message ?? fallback,
    code: (first?.extensions?.code as string | undefined) ?? null,
  };
}

/** Said when the server could not be asked at all (or said nothing the person can act on). */
export const UNREACHABLE = "Matterhorn can't be reached. Check your connection and try again.";
