import { BackOfficePeoplePage } from './BackOfficePeoplePage';

/** /attorneys: every firm's attorneys, with their firm. */
export function AttorneysPage() {
  return <BackOfficePeoplePage role="ATTORNEY" />;
}
