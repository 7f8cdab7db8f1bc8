import { IsInt, IsUUID, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isTimeZone } from '../config';

/** A uuid, as the ids in the API are. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** A phone number that can be dialled (US numbers without a country code), checked with the other fields. */
export const IsPhone = () =>
  ValidateBy({
    name: 'isPhone',
    validator: { validate: (value: unknown) => typeof value === 'string' && parsePhoneNumberFromString(value, 'US')?.isPossible() === true },
  }, { message: 'Enter a valid phone number.' });

/**
 * A day (YYYY-MM-DD) not after today anywhere on earth (the zone furthest ahead, UTC+14): a check of
 * the input alone, which knows no firm, so it never refuses a firm's today. `what` names it ("date of
 * birth"). Checked with the other fields.
 */
export const IsNotFutureDay = (what: string) =>
  ValidateBy({
    name: 'isNotFutureDay',
    validator: { validate: (value: unknown) => typeof value !== 'string' || value <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10) },
  }, { message: `The ${what} cannot be in the future.` });

/** An IANA time zone this server knows (America/Chicago). */
export const IsTimeZone = () =>
  ValidateBy({ name: 'isTimeZone', validator: { validate: (value: unknown) => typeof value !== 'string' || isTimeZone(value) } }, { message: 'Choose a time zone from the list.' });

/** An e-billing (LEDES) id: up to 20 letters, digits, spaces and - . / _ (portals read nothing else); empty is none. */
export const IsLedesId = (): PropertyDecorator => (target, key) => {
  MaxLength(20, { message: 'Use at most 20 characters.' })(target, key);
  Matches(/^[A-Za-z0-9 ./_-]*$/, { message: 'Use letters, digits, spaces and - . / _ only.' })(target, key);
};
