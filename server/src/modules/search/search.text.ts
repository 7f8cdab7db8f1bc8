/*
 * The searched text of each kind, written exactly as the expression indexes of the
 * SearchIndexes and SearchIndexesWithoutCoalesce migrations are, so PostgreSQL uses them (GIN over
 * a tsvector for the words and prefixes, GIN gin_trgm_ops for substrings and typos). Change them
 * only with a new migration. CASE, not coalesce: under row-level security PostgreSQL uses no index
 * on a condition with COALESCE (it may leak), and the app's queries run under it.
 */
const orEmpty = (column: string) => `CASE WHEN ${column} IS NULL THEN '' ELSE ${column} END`;
export const TASK_VECTOR = `to_tsvector('english'::regconfig, ${orEmpty('t.title')} || ' ' || ${orEmpty('t.description')})`;
export const TASK_TRIGRAMS = 'lower(t.title)';
export const MATTER_VECTOR = `to_tsvector('simple'::regconfig, ${orEmpty('m.name')} || ' ' || ${orEmpty('m.number')})`;
export const MATTER_TRIGRAMS = "lower(m.name || ' ' || m.number)";
export const CONTACT_VECTOR = `to_tsvector('simple'::regconfig, ${orEmpty('c.name')} || ' ' || ${orEmpty('c.email')} || ' ' || ${orEmpty('c.organization')})`;
export const CONTACT_TRIGRAMS = `lower(c.name || ' ' || ${orEmpty('c.email')} || ' ' || ${orEmpty('c.organization')})`;
