import type { JoinColumnOptions } from "typeorm";

/** An optional text column of at most `length` characters. */
export const optionalText = (length: number) => ({
  type: "varchar" as const,
  length,
  nullable: true,
});

/**
 * The join of a firm-owned row to the row it belongs to: `(firm_id, column)` references the
 * parent's `(firm_id, id)`, so the database keeps every child in its parent's firm (the parent
 * declares `@Unique(FIRM_AND_ID)`). Use with a `firmId` column on the child.
 */
export const inParentFirm = (column: string): JoinColumnOptions[] => [
  { name: "firm_id", referencedColumnName: "firmId" },
  { name: column, referencedColumnName: "id" },
];

/** The parent side of `inParentFirm`: `@Unique(FIRM_AND_ID)` on a table whose rows have children in the firm. */
export const FIRM_AND_ID = ["firmId", "id"];
