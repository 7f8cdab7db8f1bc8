import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MeDocument } from '../../gql/graphql';
import { viewerWith } from '../../test/render';
import { forgetViewer, sessionEndReason, sessionRefused, signedOutMessage } from './session';

function signedIn() {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.cache.writeQuery({ query: MeDocument, data: { me: viewerWith('ATTORNEY') } });
  return client;
}
const me = (client: ApolloClient) => client.cache.readQuery({ query: MeDocument })?.me ?? null;

describe('session', () => {
  afterEach(() => forgetViewer(signedIn()));

  it('a request refused while signed in forgets the viewer: the session expired', () => {
    const client = signedIn();
    sessionRefused(client);
    expect(me(client)).toBeNull();
    expect(sessionEndReason()).toBe('EXPIRED');
  });

  it('keeps the reason the server gave first', () => {
    const client = signedIn();
    forgetViewer(client, 'ACCOUNT_SUSPENDED');
    sessionRefused(client);
    expect(sessionEndReason()).toBe('ACCOUNT_SUSPENDED');
  });

  it('has nothing to say after signing out here', () => {
    forgetViewer(signedIn());
    expect(sessionEndReason()).toBeNull();
  });

  it('knows the reasons, FIRM_SUSPENDED too, and ignores others', () => {
    expect(signedOutMessage('FIRM_SUSPENDED')).toBe("Your firm's account is suspended. Please contact Matterhorn support.");
    expect(signedOutMessage('EXPIRED')).toBe('Your session expired. Sign in again to continue.');
    expect(signedOutMessage('constructor')).toBeNull();
    expect(signedOutMessage('SOMETHING_NEW')).toBeNull();
    expect(signedOutMessage(null)).toBeNull();
  });
});
