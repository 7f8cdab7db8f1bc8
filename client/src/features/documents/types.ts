import type { DocumentCardFieldsFragment, FolderCardFieldsFragment } from '../../gql/graphql';

/** A card of the grid: a folder or a document. */
export type Entry = (FolderCardFieldsFragment & { __typename: 'DocumentFolder' }) | (DocumentCardFieldsFragment & { __typename: 'Document' });

export const entryName = (entry: Entry) => (entry.__typename === 'DocumentFolder' ? entry.name : entry.title);
