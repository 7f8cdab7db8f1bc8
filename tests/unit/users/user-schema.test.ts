import { graphql, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { readFullNameFromUser } from '../../../server/src/modules/users/user.schema';

/** A user as the entity is: the name worked out by a getter on its class. */
class Person {
  constructor(
    readonly firstName: string,
    readonly lastName: string,
  ) {}
  get fullName() {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}

/** A schema shaped like the app's: User.fullName behind a resolver of its own (as type-graphql makes a getter's). */
function schemaWithGetterResolver(calls: { count: number }) {
  const user = new GraphQLObjectType({
    name: 'User',
    fields: {
      fullName: {
        type: new GraphQLNonNull(GraphQLString),
        resolve: (source: Person) => {
          calls.count += 1;
          return source.fullName;
        },
      },
    },
  });
  const query = new GraphQLObjectType({ name: 'Query', fields: { staff: { type: new GraphQLNonNull(user), resolve: () => new Person('Ada', 'Quinn ') } } });
  return new GraphQLSchema({ query });
}

describe('readFullNameFromUser', () => {
  it('leaves User.fullName to the getter: the same answer, with no resolver called', async () => {
    const calls = { count: 0 };
    const schema = schemaWithGetterResolver(calls);
    expect(await graphql({ schema, source: '{ staff { fullName } }' })).toEqual({ data: { staff: { fullName: 'Ada Quinn' } } });
    expect(calls.count).toBe(1);

    readFullNameFromUser(schema);
    expect(await graphql({ schema, source: '{ staff { fullName } }' })).toEqual({ data: { staff: { fullName: 'Ada Quinn' } } });
    // Compiled as the app runs queries over HTTP (graphql/compiled-executor.ts).
    const compiled = compileQuery(schema, parse('{ staff { fullName } }'));
    if (!isCompiledQuery(compiled)) throw new Error('did not compile');
    expect(await compiled.query(undefined, {}, {})).toEqual({ data: { staff: { fullName: 'Ada Quinn' } } });
    expect(calls.count).toBe(1);
  });

  it('refuses a schema without User.fullName rather than serve it unnoticed', () => {
    const query = new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } });
    expect(() => readFullNameFromUser(new GraphQLSchema({ query }))).toThrow('The schema has no User.fullName');
  });
});
