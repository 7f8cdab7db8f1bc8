import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AddStarterWorkflowTemplatesDocument,
  ApplyWorkflowChoicesDocument,
  ApplyWorkflowTemplateDocument,
  CreateWorkflowTemplateDocument,
  OptionListsDocument,
  UpdateWorkflowTemplateDocument,
  WorkflowTemplatesDocument,
  type CreateWorkflowTemplateMutationVariables,
  type UpdateWorkflowTemplateMutationVariables,
  type WorkflowTemplateFieldsFragment,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { WorkflowTemplateDialog } from './WorkflowTemplateDialog';
import { WorkflowTemplatesPage } from './WorkflowTemplatesPage';

/**
 * Opens a select and picks one of its own options (jsdom: Mantine hides a measured dropdown as
 * detached from its input, so the options are looked up whether or not they count as visible).
 */
async function choose(u: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: select });
  await u.click(combobox);
  const listbox = await waitFor(() => {
    const found = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`The options of ${select} are not open.`);
    return found;
  });
  await u.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

const optionLists = {
  request: { query: OptionListsDocument, variables: { keys: ['CASE_TYPES', 'MATTER_STAGES'] } },
  result: {
    data: {
      optionLists: [
        { __typename: 'OptionList', key: 'CASE_TYPES', values: ['Car Accident', 'Slip and Fall'] },
        { __typename: 'OptionList', key: 'MATTER_STAGES', values: ['Intake', 'Demand'] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

type Step = WorkflowTemplateFieldsFragment['steps'][number];
const step = (id: string, title: string, fields: Partial<Step> = {}): Step => ({
  __typename: 'WorkflowStep',
  id,
  position: 0,
  title,
  description: null,
  type: null,
  priority: 'NORMAL',
  dueOffsetDays: null,
  assigneeRole: null,
  ...fields,
});
const template = (id: string, name: string, fields: Partial<WorkflowTemplateFieldsFragment> = {}): WorkflowTemplateFieldsFragment => ({
  __typename: 'WorkflowTemplate',
  id,
  version: 1,
  name,
  caseType: null,
  trigger: 'MANUAL',
  stage: null,
  active: true,
  steps: [step(`${id}-s1`, 'First step')],
  ...fields,
});

describe('the workflow template editor', () => {
  it('checks the name, the stage and the step titles before saving', async () => {
    let sent = false;
    renderScreen(<WorkflowTemplateDialog template={null} onClose={() => {}} />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        optionLists,
        {
          request: { query: CreateWorkflowTemplateDocument, variables: () => ((sent = true), true) },
          result: { data: { createWorkflowTemplate: template('t1', 'x') } },
        },
      ],
    });
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the template name.')).toBeInTheDocument();
    expect(screen.getByText('Enter what the task is.')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Name/), 'Demand stage');
    await u.type(screen.getByLabelText('Step 1 title'), 'Draft the demand letter');
    await choose(u, 'Applies', 'When a case reaches a stage');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the stage that applies this workflow.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the template name.')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove step 1' }));
    await choose(u, 'Stage', 'Demand');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one step.')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('asks before closing with something typed: Escape or Cancel, then Stay or Leave', async () => {
    const closed = jest.fn();
    renderScreen(<WorkflowTemplateDialog template={null} onClose={closed} />, { viewer: viewerWith('FIRM_ADMIN'), mocks: [optionLists] });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(/^Name/), 'PI intake');

    await u.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await u.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('PI intake');
    expect(closed).not.toHaveBeenCalled();

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('saves the step rows in the order shown, after adding, moving and removing rows', async () => {
    const sent: { variables?: CreateWorkflowTemplateMutationVariables } = {};
    const closed = jest.fn();
    renderScreen(<WorkflowTemplateDialog template={null} onClose={closed} />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        optionLists,
        {
          request: {
            query: CreateWorkflowTemplateDocument,
            variables: (variables: CreateWorkflowTemplateMutationVariables) => {
              sent.variables = variables;
              return true;
            },
          },
          result: { data: { createWorkflowTemplate: template('t1', 'PI intake') } },
        },
      ],
    });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(/^Name/), 'PI intake');
    await choose(u, 'Case type', 'Car Accident');

    await u.type(screen.getByLabelText('Step 1 title'), 'Request the police report');
    await choose(u, 'Step 1 assignee role', 'Paralegal');
    await u.type(screen.getByLabelText('Step 1 due after (days)'), '2');
    await u.click(screen.getByRole('button', { name: 'Add step' }));
    await u.type(screen.getByLabelText('Step 2 title'), 'Calendar the statute of limitations');
    await choose(u, 'Step 2 priority', 'Urgent');
    await u.type(screen.getByLabelText('Step 2 due after (days)'), '1');
    await u.click(screen.getByRole('button', { name: 'Add step' }));
    await u.type(screen.getByLabelText('Step 3 title'), 'Not needed');

    await u.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    await u.click(screen.getByRole('button', { name: 'Remove step 3' }));
    expect(screen.getAllByRole('listitem').map((row) => within(row).getByRole('textbox', { name: /title/ })).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Calendar the statute of limitations',
      'Request the police report',
    ]);

    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(sent.variables).toEqual({
      input: {
        name: 'PI intake',
        caseType: 'Car Accident',
        trigger: 'ON_CREATE',
        stage: null,
        active: true,
        steps: [
          { title: 'Calendar the statute of limitations', description: null, type: null, priority: 'URGENT', dueOffsetDays: 1, assigneeRole: null },
          { title: 'Request the police report', description: null, type: null, priority: 'NORMAL', dueOffsetDays: 2, assigneeRole: 'PARALEGAL' },
        ],
      },
    });
  }, 45_000);

  it('edits over the version it was opened at and shows what the server refused at the field', async () => {
    const sent: { variables?: UpdateWorkflowTemplateMutationVariables } = {};
    const existing = template('t7', 'Demand stage', { version: 4, trigger: 'ON_STAGE', stage: 'Demand', steps: [step('a', 'Draft the demand', { dueOffsetDays: 14, assigneeRole: 'ATTORNEY' })] });
    renderScreen(<WorkflowTemplateDialog template={existing} onClose={() => {}} />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        optionLists,
        {
          request: {
            query: UpdateWorkflowTemplateDocument,
            variables: (variables: UpdateWorkflowTemplateMutationVariables) => {
              sent.variables = variables;
              return true;
            },
          },
          result: {
            errors: [
              new GraphQLError('Some fields are not valid.', {
                extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'steps.0.dueOffsetDays', messages: ['The due offset cannot be negative.'] }] },
              }),
            ],
          },
        },
      ],
    });
    const u = userEvent.setup({ delay: null });
    expect(screen.getByRole('dialog', { name: 'Edit Workflow Template' })).toBeInTheDocument();
    expect(screen.getByLabelText('Step 1 title')).toHaveValue('Draft the demand');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The due offset cannot be negative.')).toBeInTheDocument();
    expect(sent.variables?.input).toMatchObject({ id: 't7', version: 4, trigger: 'ON_STAGE', stage: 'Demand', steps: [{ title: 'Draft the demand', dueOffsetDays: 14, assigneeRole: 'ATTORNEY' }] });
  });
});

describe('the Workflow Templates screen', () => {
  it('lists the templates with case type, trigger, steps and state', async () => {
    renderScreen(<WorkflowTemplatesPage />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        {
          request: { query: WorkflowTemplatesDocument },
          result: {
            data: {
              workflowTemplates: [
                template('t1', 'Demand stage', { trigger: 'ON_STAGE', stage: 'Demand', steps: [step('a', 'A'), step('b', 'B')] }),
                template('t2', 'PI intake', { caseType: 'Car Accident', trigger: 'ON_CREATE', active: false }),
              ],
            },
          },
        },
      ],
    });
    await screen.findByText('Demand stage');
    const table = screen.getByRole('table', { name: 'Workflow templates' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Demand stage', 'Any case type', 'At stage Demand', '2 steps', 'Active'],
      ['PI intake', 'Car Accident', 'On creation', '1 step', 'Inactive'],
    ]);
    expect(screen.queryByRole('button', { name: 'Add starter templates' })).not.toBeInTheDocument();
  });

  it('offers the starter templates while the firm has none', async () => {
    let added = false;
    renderScreen(<WorkflowTemplatesPage />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        { request: { query: WorkflowTemplatesDocument }, result: { data: { workflowTemplates: [] } } },
        {
          request: { query: AddStarterWorkflowTemplatesDocument },
          result: () => ((added = true), { data: { addStarterWorkflowTemplates: [template('t1', 'PI intake')] } }),
        },
        { request: { query: WorkflowTemplatesDocument }, result: { data: { workflowTemplates: [template('t1', 'PI intake')] } } },
      ],
    });
    expect(await screen.findByText('No workflow templates yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add starter templates' }));
    expect(await screen.findByText('PI intake')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Workflow templates' })).toHaveTextContent('PI intake');
    expect(added).toBe(true);
  });
});

describe('Apply Template', () => {
  const choices = {
    request: { query: ApplyWorkflowChoicesDocument, variables: { matterId: 'm1' } },
    result: {
      data: {
        matter: { __typename: 'Matter', id: 'm1', caseType: 'Car Accident' },
        workflowTemplates: [
          template('any', 'Check-in', { steps: [step('c1', 'Call the client', { dueOffsetDays: 0, assigneeRole: 'STAFF' })] }),
          template('slip', 'Slip and fall intake', { caseType: 'Slip and Fall', trigger: 'ON_CREATE' }),
          template('off', 'Old intake', { active: false }),
          template('pi', 'PI intake', {
            caseType: 'Car Accident',
            trigger: 'ON_CREATE',
            steps: [step('p1', 'Request the police report', { dueOffsetDays: 2, assigneeRole: 'PARALEGAL' }), step('p2', 'Open the PIP claim')],
          }),
        ],
        matterWorkflowApplications: [
          {
            __typename: 'WorkflowApplication',
            id: 'app1',
            templateId: 'pi',
            templateName: 'PI intake',
            trigger: 'ON_CREATE',
            taskCount: 2,
            appliedAt: '2026-03-04T15:00:00.000Z',
            appliedBy: { __typename: 'User', id: 'u2', fullName: 'Avery Stone' },
          },
        ],
      },
    },
  };

  it('lists active templates of the case type first, warns when one was applied before, and applies it', async () => {
    let applied: unknown;
    const closed = jest.fn();
    renderScreen(<ApplyTemplateDialog matter={{ id: 'm1', name: 'Rivera v. Swift' }} onClose={closed} />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        choices,
        {
          request: {
            query: ApplyWorkflowTemplateDocument,
            variables: (variables: unknown) => ((applied = variables), true),
          },
          result: { data: { applyWorkflowTemplate: { __typename: 'WorkflowApplication', id: 'app2', templateName: 'PI intake', taskCount: 2 } } },
        },
      ],
    });
    const u = userEvent.setup({ delay: null });
    const group = await screen.findByRole('radiogroup', { name: 'Choose a template' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['PI intake', 'Check-in', 'Slip and fall intake']);
    expect(screen.getByRole('button', { name: 'Apply Template' })).toBeDisabled();

    await u.click(screen.getByRole('radio', { name: 'Check-in' }));
    expect(screen.queryByText('Applied before')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Steps of the template')).toHaveTextContent('Call the client — due today, Staff');

    await u.click(screen.getByRole('radio', { name: 'PI intake' }));
    expect(screen.getByText('Applied before')).toBeInTheDocument();
    expect(screen.getByText(/Applied on Mar 4, 2026 by Avery Stone/)).toBeInTheDocument();
    expect(screen.getByLabelText('Steps of the template')).toHaveTextContent('Request the police report — due in 2 days, Paralegal');
    await u.click(screen.getByRole('button', { name: 'Apply Again' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(applied).toEqual({ matterId: 'm1', templateId: 'pi' });
  });

  it('says so when the firm has no active templates', async () => {
    renderScreen(<ApplyTemplateDialog matter={{ id: 'm1', name: 'Rivera v. Swift' }} onClose={() => {}} />, {
      viewer: viewerWith('STAFF'),
      mocks: [{ ...choices, result: { data: { ...choices.result.data, workflowTemplates: [template('off', 'Old intake', { active: false })], matterWorkflowApplications: [] } } }],
    });
    expect(await screen.findByText(/no active workflow templates yet/)).toBeInTheDocument();
  });
});
