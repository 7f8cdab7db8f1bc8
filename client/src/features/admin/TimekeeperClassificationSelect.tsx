import { Select, type SelectProps } from '@mantine/core';
import type { Role, TimekeeperClassification } from '../../gql/graphql';

/** A person's LEDES timekeeper classification, as set on the Roles page (null: the role's). */
export type ClassificationChoice = TimekeeperClassification | null;

export const CLASSIFICATION_LABELS: Record<TimekeeperClassification, string> = {
  PT: 'Partner (PT)',
  AS: 'Associate (AS)',
  OC: 'Of counsel (OC)',
  LA: 'Legal assistant (LA)',
  OT: 'Other (OT)',
};

const CHOICES = (['PT', 'AS', 'OC', 'LA', 'OT'] as const).map((value) => ({ value, label: CLASSIFICATION_LABELS[value] }));

/** What the server uses while none is set (its users module says the same): attorneys AS, paralegals LA, anyone else OT. */
export const classificationOfRole = (role: Role): TimekeeperClassification => (role === 'ATTORNEY' ? 'AS' : role === 'PARALEGAL' ? 'LA' : 'OT');

/** The classification LEDES invoices give this person's work; left empty, the one of the role (shown as the placeholder). */
export function TimekeeperClassificationSelect({ role, ...props }: Omit<SelectProps, 'data'> & { role: Role }) {
  return (
    <Select
      label="Timekeeper classification"
      description="Sent with their work in LEDES invoices"
      placeholder={`From the role: ${CLASSIFICATION_LABELS[classificationOfRole(role)]}`}
      data={CHOICES}
      clearable
      clearButtonProps={{ 'aria-label': "Use the role's classification", 'aria-hidden': false }}
      {...props}
    />
  );
}
