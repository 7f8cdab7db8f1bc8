/** Prints the schema the resolvers define (`npm run schema` writes it to schema.graphql). */
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from '../graphql/schema';
import { RESOLVERS } from '../modules';

export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema(RESOLVERS)))}\n`;
}

if (require.main === module) {
  printAppSchema()
    .then((sdl) => process.stdout.write(sdl))
    .catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    });
}
