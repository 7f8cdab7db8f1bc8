import { IsUUID, Matches } from 'class-validator';

/** A calendar day as YYYY-MM-DD, with the message every form shows. */
export const IsDay = () => Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2024-03-15.' });

/** An id of a record of this kind ("Unknown case."). */
export const IsIdOf = (what: string) => IsUUID('all', { message: `Unknown ${what}.` });
