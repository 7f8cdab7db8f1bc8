import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionListsDocument, RecordComplaintFiledDocument, StatutePreviewDocument, StatutesAtRiskDocument, type StatuteFieldsFragment } from '../../gql/graphql';
import { always } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { today } from '../../lib/dates';
import { ChainDialog } from './ChainDialog';
import { RuleDialog } from './RuleDialog';
import { StatuteCard } from './StatuteCard';
import { StatutePreviewAlert } from './StatutePreviewAlert';
import { StatutesAtRiskPage } from './StatutesAtRiskPage';
import { NEW_RULE } from './useLimitationRules';

const statute = (overrides: Partial<StatuteFieldsFragment> = {}): StatuteFieldsFragment => ({
  __typename: 'Statute',
  key: 'm1',
  matterId: 'm1',
  matterName: 'Ada Okafor – Car Accident',
  matterNumber: '2026-0004',
  plaintiffPartyId: null,
  plaintiffName: null,
  defendantPartyId: null,
  defendantName: null,
  incidentDate: '2024-12-12',
  incidentState: 'Texas',
  caseType: 'Car Accident',
  rule: { __typename: 'AppliedRule', state: 'Texas', caseType: null, years: 2, months: 0, days: 0, discoveryNote: null, source: 'Tex. Civ. Prac. & Rem. Code § 16.003' },
  tolling: [],
  computedOn: '2026-12-12',
  dueOn: '2026-12-12',
  overrideDay: null,
  overrideReason: null,
  satisfiedOn: null,
  satisfiedNote: null,
  daysLeft: 20,
  status: 'AT_RISK',
  explanation: 'incident 2024-12-12 + 2 years (Texas, Car Accident) = 2026-12-12',
  steps: ['Incident: Dec 12, 2024', '+ 2 years (Texas, Car Accident) → Dec 12, 2026'],
  rulesConfirmed: false,
  ...overrides,
});

describe('StatuteCard', () => {
  it('shows the date, days left, the calculation and the unconfirmed-rules warning, and records the complaint filed', async () => {
    const sent: unknown[] = [];
    renderScreen(<StatuteCard statute={statute()} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: {
            query: RecordComplaintFiledDocument,
            variables: (variables: { input: unknown }) => {
              sent.push(variables.input);
              return true;
            },
          },
          result: { data: { recordComplaintFiled: [statute({ status: 'SATISFIED', satisfiedOn: today() })] } },
        },
      ],
    });
    const card = screen.getByRole('region', { name: 'Statute of limitations: Whole case' });
    expect(within(card).getByText('Dec 12, 2026')).toBeInTheDocument();
    expect(within(card).getByText('20 days left')).toBeInTheDocument();
    expect(within(card).getByText('incident 2024-12-12 + 2 years (Texas, Car Accident) = 2026-12-12')).toBeInTheDocument();
    expect(within(card).getByText('Rules not confirmed')).toBeInTheDocument();
    expect(within(card).getByText(/Tex\. Civ\. Prac\. & Rem\. Code § 16\.003/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'How it is counted' }));
    expect(within(card).getByText('+ 2 years (Texas, Car Accident) → Dec 12, 2026')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Record complaint filed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record complaint filed' });
    expect(within(dialog).getByLabelText(/Filed on/)).toHaveValue(today());
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Travis County');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ matterId: 'm1', plaintiffPartyId: null, defendantPartyId: null, filedOn: today(), note: 'Travis County' }]));
  });

  it('says the reminders stopped once the complaint is filed, and offers to undo', () => {
    renderScreen(<StatuteCard statute={statute({ status: 'SATISFIED', satisfiedOn: '2026-11-20', rulesConfirmed: true })} />, { viewer: viewerWith('ATTORNEY') });
    expect(screen.getByText(/Complaint filed on Nov 20, 2026\. Reminders have stopped\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo complaint filed' })).toBeInTheDocument();
    expect(screen.queryByText('Rules not confirmed')).not.toBeInTheDocument();
  });
});

describe('StatutePreviewAlert', () => {
  it('warns at intake when the statute is near', async () => {
    renderScreen(<StatutePreviewAlert state="Texas" caseType="Car Accident" incidentDate="2024-12-12" />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [{ request: { query: StatutePreviewDocument, variables: { state: 'Texas', caseType: 'Car Accident', incidentDate: '2024-12-12' } }, result: { data: { statutePreview: statute() } } }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statute of limitations is near');
    expect(alert).toHaveTextContent('Dec 12, 2026 — 20 days left');
  });

  it('asks nothing until the state, case type and date are known', () => {
    renderScreen(<StatutePreviewAlert state="Texas" caseType={null} incidentDate="2024-12-12" />, { viewer: viewerWith('ATTORNEY') });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('StatutesAtRiskPage', () => {
  it('lists the statutes at risk with their status, sorted by date, and exports the same list', async () => {
    const asked: Array<Record<string, unknown>> = [];
    renderScreen(<StatutesAtRiskPage />, {
      path: '/cases/statutes',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: {
            query: StatutesAtRiskDocument,
            variables: (variables: Record<string, unknown>) => {
              asked.push(variables);
              return true;
            },
          },
          result: { data: { statutesAtRisk: { __typename: 'StatutePage', totalCount: 2, items: [statute({ daysLeft: -3, status: 'PASSED', key: 'm2', matterNumber: '2026-0002' }), statute()] } } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Statutes at risk' });
    expect(await within(table).findByText('Passed 3 days ago')).toBeInTheDocument();
    expect(within(table).getByText('20 days left')).toBeInTheDocument();
    expect(asked[0]).toEqual({ withinDays: 180, sortBy: 'DUE', sortDirection: 'ASC', page: 1, pageSize: 25 });
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/export/statutes-at-risk?withinDays=180&sortBy=DUE&sortDirection=ASC');
    await userEvent.click(screen.getByText('30 days'));
    await waitFor(() => expect(asked.some((v) => v.withinDays === 30)).toBe(true));
  });
});

describe('the deadline dialogs with unsaved changes', () => {
  const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

  it.each([
    ['Record complaint filed', 'Record complaint filed', 'Note'],
    ['Set date by hand', 'Set the statute date by hand', 'Reason'],
    ['Add tolling', 'Add tolling', 'Reason'],
  ])("%s asks before Escape or Cancel throws the typing away (Stay keeps it, Leave closes), and closes at once untouched", async (button, title, field) => {
    renderScreen(<StatuteCard statute={statute()} />, { viewer: viewerWith('ATTORNEY') });
    const card = screen.getByRole('region', { name: 'Statute of limitations: Whole case' });
    await userEvent.click(within(card).getByRole('button', { name: button }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Cancel' }));
    await closed(title);
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${field}`) }), 'The defendant was out of state');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${field}`) })).toHaveValue('The defendant was out of state');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    await closed(title);
  });

  it('Add rule asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes; untouched it closes at once', async () => {
    const onClose = jest.fn();
    renderScreen(<RuleDialog rule={NEW_RULE} onClose={onClose} onSave={jest.fn()} />, { viewer: viewerWith('FIRM_ADMIN'), mocks: [always(OptionListsDocument, { data: { optionLists: [] } })] });
    const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Source' }), 'Tex. Civ. Prac. & Rem. Code § 16.003');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: 'Source' })).toHaveValue('Tex. Civ. Prac. & Rem. Code § 16.003');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Add deadline chain asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes; untouched it closes at once', async () => {
    const onClose = jest.fn();
    renderScreen(<ChainDialog template={null} onClose={onClose} />, { viewer: viewerWith('ATTORNEY') });
    const dialog = await screen.findByRole('dialog', { name: 'Add deadline chain' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Deadline 1' }), 'Answer due');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: 'Deadline 1' })).toHaveValue('Answer due');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
