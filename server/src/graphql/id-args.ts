import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getOperationRootType,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { AppError } from './errors';
import { UUID } from './validators';

const isIdType = (type: GraphQLInputType): boolean => {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return isIdType(inner.ofType as GraphQLInputType);
  return getNamedType(inner).name === 'ID';
};

/** What an id names, in the product's words: `matterId` a case, `statementId` a statement; `id` what the field is named after. */
const word = (argument: string, field: string): string => {
  const named = argument === 'id' ? field.replace(/^(update|remove|delete|archive|restore|suspend|reactivate)/, '') : argument.replace(/Ids?$/, '');
  return named.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/\bmatter\b/g, 'case') || 'record';
};

/** The root fields an operation selects, through its fragments. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document) : [];
  });
}

/** A root field of an operation that takes ID arguments, and those arguments. */
interface IdCheck {
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  idArguments: GraphQLArgument[];
}

/**
 * The checks an operation needs, worked out once per schema, document and operation: Apollo
 * Server and the WebSocket server keep parsed documents, so the same document object comes back
 * on every request that sends the same text, and only the argument values are read each time.
 */
const checksKept = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, IdCheck[]>>>();

function idChecksOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): IdCheck[] {
  let byDocument = checksKept.get(schema);
  if (!byDocument) checksKept.set(schema, (byDocument = new WeakMap()));
  let byOperation = byDocument.get(document);
  if (!byOperation) byDocument.set(document, (byOperation = new Map()));
  const key = operationName ?? '';
  let checks = byOperation.get(key);
  if (!checks) {
    checks = [];
    const operation = getOperationAST(document, operationName);
    if (operation) {
      const root = getOperationRootType(schema, operation);
      for (const node of rootFields(operation.selectionSet, document)) {
        const field = root.getFields()[node.name.value];
        const idArguments = field?.args.filter((arg) => isIdType(arg.type)) ?? [];
        if (field && idArguments.length > 0) checks.push({ field, node, idArguments });
      }
    }
    byOperation.set(key, checks);
  }
  return checks;
}

/**
 * Every ID argument of a query, mutation or subscription is a uuid: an empty or malformed one
 * (`matter(id: "")`) is the caller's mistake, refused before execution as BAD_USER_INPUT naming the
 * argument ("Unknown case."), never sent to the database to fail there. Ids inside input objects
 * are checked by their validators (IsIdOf). Call after the document validated and the viewer is
 * known (a signed-out request hears UNAUTHENTICATED first).
 */
export function assertWellFormedIds(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined): void {
  for (const { field, node, idArguments } of idChecksOf(schema, document, operationName)) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, variables ?? {});
    } catch {
      return; // A variable of the wrong type: execution reports it as GraphQL does.
    }
    for (const argument of idArguments) {
      const value = values[argument.name];
      const ids = Array.isArray(value) ? value : [value];
      if (ids.some((id) => id !== null && id !== undefined && (typeof id !== 'string' || !UUID.test(id)))) {
        // Refused before execution, so the answer has no data: 400, as GraphQL answers a request it cannot run.
        throw new AppError('BAD_USER_INPUT', 'Some fields are not valid.', {
          fields: [{ field: argument.name, messages: [`Unknown ${word(argument.name, node.name.value)}.`] }],
          http: { status: 400 },
        });
      }
    }
  }
}
