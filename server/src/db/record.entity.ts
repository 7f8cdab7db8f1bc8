import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/**
 * What every stored record has: a uuid, when it was created and last changed, and a version that
 * optimistic concurrency checks (`UPDATE … WHERE version = :seen`, CONFLICT when no row changed).
 */
@ObjectType({ simpleResolvers: true })
export abstract class StoredRecord {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Field(() => Int, { description: 'Send it back with an edit: a newer version on the server answers CONFLICT.' })
  @VersionColumn()
  version: number;
}
