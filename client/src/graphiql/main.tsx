import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Same origin as the app: the session cookie authenticates both HTTP and the WebSocket.
const wsProtocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
const fetcher = createGraphiQLFetcher({
  url: `${window.location.origin}/graphql`,
  subscriptionUrl: `${wsProtocol}//${window.location.host}/graphql`,
});

const defaultQuery = `# Matterhorn GraphQL playground.
# Requests use your Matterhorn session: sign in to the app in this browser first.

query Me {
  me {
    fullName
    email
    role
    firm {
      name
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
