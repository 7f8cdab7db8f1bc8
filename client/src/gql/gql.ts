/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation SignIn($input: SignInInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}": typeof types.SignInDocument,
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  phone\n  avatarUrl\n  role\n  firm {\n    id\n    name\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
    "mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    id\n    name\n  }\n}\n\nquery ConflictCheck($name: String!) {\n  conflictCheck(name: $name) {\n    similarity\n    contact {\n      id\n      name\n      kind\n    }\n  }\n}": typeof types.CreateContactDocument,
    "query ContactList($search: String, $activeOnly: Boolean, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    search: $search\n    activeOnly: $activeOnly\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      kind\n      name\n      email\n      contactType\n      active\n      primaryPhone\n      addresses {\n        id\n        city\n        state\n        isPrimary\n      }\n    }\n  }\n}": typeof types.ContactListDocument,
    "query Contacts($kind: ContactKind, $search: String, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    kind: $kind\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      id\n      kind\n      name\n      email\n      primaryPhone\n      photoUrl\n    }\n  }\n}\n\nmutation DeleteContact($id: ID!) {\n  deleteContact(id: $id)\n}": typeof types.ContactsDocument,
    "subscription SessionEnded {\n  sessionEnded {\n    reason\n  }\n}": typeof types.SessionEndedDocument,
    "mutation SignOut {\n  logout\n}": typeof types.SignOutDocument,
};
const documents: Documents = {
    "mutation SignIn($input: SignInInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}": types.SignInDocument,
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  phone\n  avatarUrl\n  role\n  firm {\n    id\n    name\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}": types.ViewerFieldsFragmentDoc,
    "mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    id\n    name\n  }\n}\n\nquery ConflictCheck($name: String!) {\n  conflictCheck(name: $name) {\n    similarity\n    contact {\n      id\n      name\n      kind\n    }\n  }\n}": types.CreateContactDocument,
    "query ContactList($search: String, $activeOnly: Boolean, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    search: $search\n    activeOnly: $activeOnly\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      kind\n      name\n      email\n      contactType\n      active\n      primaryPhone\n      addresses {\n        id\n        city\n        state\n        isPrimary\n      }\n    }\n  }\n}": types.ContactListDocument,
    "query Contacts($kind: ContactKind, $search: String, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    kind: $kind\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      id\n      kind\n      name\n      email\n      primaryPhone\n      photoUrl\n    }\n  }\n}\n\nmutation DeleteContact($id: ID!) {\n  deleteContact(id: $id)\n}": types.ContactsDocument,
    "subscription SessionEnded {\n  sessionEnded {\n    reason\n  }\n}": types.SessionEndedDocument,
    "mutation SignOut {\n  logout\n}": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  phone\n  avatarUrl\n  role\n  firm {\n    id\n    name\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}"): (typeof documents)["fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  fullName\n  email\n  phone\n  avatarUrl\n  role\n  firm {\n    id\n    name\n  }\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    id\n    name\n  }\n}\n\nquery ConflictCheck($name: String!) {\n  conflictCheck(name: $name) {\n    similarity\n    contact {\n      id\n      name\n      kind\n    }\n  }\n}"): (typeof documents)["mutation CreateContact($input: CreateContactInput!) {\n  createContact(input: $input) {\n    id\n    name\n  }\n}\n\nquery ConflictCheck($name: String!) {\n  conflictCheck(name: $name) {\n    similarity\n    contact {\n      id\n      name\n      kind\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactList($search: String, $activeOnly: Boolean, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    search: $search\n    activeOnly: $activeOnly\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      kind\n      name\n      email\n      contactType\n      active\n      primaryPhone\n      addresses {\n        id\n        city\n        state\n        isPrimary\n      }\n    }\n  }\n}"): (typeof documents)["query ContactList($search: String, $activeOnly: Boolean, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    search: $search\n    activeOnly: $activeOnly\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    items {\n      id\n      kind\n      name\n      email\n      contactType\n      active\n      primaryPhone\n      addresses {\n        id\n        city\n        state\n        isPrimary\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Contacts($kind: ContactKind, $search: String, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    kind: $kind\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      id\n      kind\n      name\n      email\n      primaryPhone\n      photoUrl\n    }\n  }\n}\n\nmutation DeleteContact($id: ID!) {\n  deleteContact(id: $id)\n}"): (typeof documents)["query Contacts($kind: ContactKind, $search: String, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {\n  contacts(\n    kind: $kind\n    search: $search\n    sortBy: $sortBy\n    sortDirection: $sortDirection\n    page: $page\n    pageSize: $pageSize\n  ) {\n    totalCount\n    page\n    pageSize\n    items {\n      id\n      kind\n      name\n      email\n      primaryPhone\n      photoUrl\n    }\n  }\n}\n\nmutation DeleteContact($id: ID!) {\n  deleteContact(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SessionEnded {\n  sessionEnded {\n    reason\n  }\n}"): (typeof documents)["subscription SessionEnded {\n  sessionEnded {\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  logout\n}"): (typeof documents)["mutation SignOut {\n  logout\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;