/** An optional text column of at most `length` characters. */
export const optionalText = (length: number) => ({ type: 'varchar' as const, length, nullable: true });
