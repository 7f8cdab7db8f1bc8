import { BackOfficePeoplePage } from './BackOfficePeoplePage';

/** /paralegals: every firm's paralegals. */
export function ParalegalsPage() {
  return <BackOfficePeoplePage role="PARALEGAL" />;
}
