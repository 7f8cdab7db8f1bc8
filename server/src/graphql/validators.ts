import { IsInt, IsUUID, Matches, Max, Min } from 'class-validator';

/** A calendar day as YYYY-MM-DD, with the message every form shows. */
export const IsDay = () => Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2024-03-15.' });

/** An id of a record of this kind ("Unknown case."). */
export const IsIdOf = (what: string, options: { each?: boolean } = {}) => IsUUID('all', { message: `Unknown ${what}.`, ...options });

/** The largest amount the case-money screens take: $1,000,000,000.00, in cents. */
export const MAX_MONEY_CENTS = 100_000_000_000;

/** An amount of money in whole cents, from 0 to MAX_MONEY_CENTS, with the messages every form shows. */
export const IsCents = (): PropertyDecorator => (target, key) => {
  IsInt({ message: 'Enter the amount in whole cents.' })(target, key);
  Min(0, { message: 'Enter an amount of 0 or more.' })(target, key);
  Max(MAX_MONEY_CENTS, { message: 'Enter an amount up to $1,000,000,000.00.' })(target, key);
};
