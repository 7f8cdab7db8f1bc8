import { PageHeader } from '../../ui/PageHeader';

export function IntakeWizardPage() {
  return <PageHeader title="Intake Wizard" />;
}
