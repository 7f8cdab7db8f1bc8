export interface GraphQLResponse<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: TData | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> & { code?: string } }>;
  extensions?: Record<string, unknown>;
}

/**
 * A browser-like API client: remembers the session cookie the server sets, like a browser tab would.
 */
export class ApiClient {
  cookie: string | undefined;

  constructor(
    readonly graphqlUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<TData>> {
    const response = await fetch(this.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...this.defaultHeaders,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name === 'matterhorn_session' || name === '__Host-matterhorn_session') this.cookie = value ? `${name}=${value}` : undefined;
    }
    const body = (await response.json()) as Omit<GraphQLResponse<TData>, 'status' | 'headers'>;
    return { status: response.status, headers: response.headers, ...body };
  }

  async signIn(email: string, password: string): Promise<GraphQLResponse<{ login: { id: string } }>> {
    return this.request(
      'mutation SignIn($input: SignInInput!) { login(input: $input) { id } }',
      { input: { email, password } },
    );
  }

  async signOut(): Promise<void> {
    await this.request('mutation { logout }');
  }
}

/** The first error's code, or undefined. */
export function errorCode(response: GraphQLResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}

/** The data of a request that must succeed (its errors thrown otherwise, with the query's start). */
export async function ok<T>(api: ApiClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await api.request<T>(query, variables);
  if (response.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(response.errors)}`);
  return response.data!;
}

/** The one root field a mutation taking `$input` answers (its errors thrown otherwise). */
export const create = async <T = { id: string; version: number }>(api: ApiClient, query: string, input: Record<string, unknown>): Promise<T> =>
  Object.values(await ok<Record<string, T>>(api, query, { input }))[0]!;

/** The first message of each field of a BAD_USER_INPUT answer, by field ({} when there is none). */
export const fieldsOf = (response: GraphQLResponse<unknown>): Record<string, string | undefined> =>
  Object.fromEntries(((response.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string; messages: string[] }>).map((f) => [f.field, f.messages[0]]));
