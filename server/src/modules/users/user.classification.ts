import { registerEnumType } from 'type-graphql';
import { Role } from '../../graphql/roles';

/** The LEDES timekeeper classifications (TIMEKEEPER_CLASSIFICATION of LEDES 1998B fee lines). */
export enum TimekeeperClassification {
  PT = 'PT',
  AS = 'AS',
  OC = 'OC',
  LA = 'LA',
  OT = 'OT',
}
registerEnumType(TimekeeperClassification, {
  name: 'TimekeeperClassification',
  description: 'LEDES timekeeper classification.',
  valuesConfig: {
    PT: { description: 'Partner' },
    AS: { description: 'Associate' },
    OC: { description: 'Of counsel' },
    LA: { description: 'Legal assistant (paralegal)' },
    OT: { description: 'Other' },
  },
});

/** What a person's role says when no classification was set: attorneys are associates, paralegals legal assistants, everyone else other. */
const FROM_ROLE: Partial<Record<Role, TimekeeperClassification>> = {
  [Role.ATTORNEY]: TimekeeperClassification.AS,
  [Role.PARALEGAL]: TimekeeperClassification.LA,
};

/** A person's LEDES classification: the one a firm admin set, else the one of their role. */
export function timekeeperClassificationOf(person: { role: Role; timekeeperClassification: TimekeeperClassification | null }): TimekeeperClassification {
  return person.timekeeperClassification ?? FROM_ROLE[person.role] ?? TimekeeperClassification.OT;
}
