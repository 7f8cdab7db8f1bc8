/**
 * Prints the schema the resolvers define (`npm run schema` writes it to schema.graphql); with
 * `--limits`, the input limits the client's forms read (client/src/gql/limits.ts).
 */
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { printInputLimits } from '../graphql/input-limits';
import { buildAppSchema } from '../graphql/schema';
import { RESOLVERS } from '../modules';

export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema(RESOLVERS)))}\n`;
}

if (require.main === module) {
  const limits = process.argv.includes('--limits');
  printAppSchema()
    .then((sdl) => process.stdout.write(limits ? printInputLimits() : sdl))
    .catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    });
}
