import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { DocumentTemplate } from './template.entity';

@InputType({ description: 'A template: its text with merge fields, or a Word (DOCX) document of the firm uploaded through /api/files.' })
export class DocumentTemplateFields {
  @Field() @IsNotEmpty({ message: 'Name the template.' }) @MaxLength(120, { message: 'The name can be at most 120 characters.' }) name: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(50_000, { message: 'The text can be at most 50,000 characters.' }) body?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('document') documentId?: string | null;
}

@InputType()
export class CreateDocumentTemplateInput extends DocumentTemplateFields {}

@InputType()
export class UpdateDocumentTemplateInput extends DocumentTemplateFields {
  @Field(() => ID) @IsIdOf('template') id: string;
  @Field(() => Int) version: number;
}

@ObjectType({ simpleResolvers: true })
export class DocumentTemplatePage extends Paginated(DocumentTemplate) {}

@ObjectType({ simpleResolvers: true, description: 'A field a template may name in braces.' })
export class TemplateMergeField {
  @Field({ description: 'As written in a template: {client.name}.' }) key: string;
  @Field() description: string;
  @Field() example: string;
}


