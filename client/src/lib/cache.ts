import { InMemoryCache } from '@apollo/client';

/**
 * The Apollo cache of the app (and of the screen tests). An AiSource is a reference to a record,
 * not a record: several sources of one reply carry the same id (a case and its deadlines, policies
 * and medical records all carry the case's), so they are kept inside their reply, never merged.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: { AiSource: { keyFields: false } } });
}
