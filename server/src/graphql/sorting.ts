import { registerEnumType } from 'type-graphql';

/** Which way a list is sorted (every list's `sortDirection`). */
export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });
