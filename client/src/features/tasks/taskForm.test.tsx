import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoardDocument, CreateTaskDocument, FirmStaffDocument, MatterPickerDocument, TaskEventsDocument } from '../../gql/graphql';
import { INPUT_LIMITS } from '../../gql/limits';
import { always, capture, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { estimateMinutesOf, TASK_RULES, taskValuesOf } from './taskForm';
import { TaskDialog } from './TaskDialog';
import { TasksView } from './TasksView';

const staff = always(FirmStaffDocument, { data: { firmUsers: { __typename: 'UserPage', items: [] } } });
const cases = always(MatterPickerDocument, { data: { matters: { __typename: 'MatterPage', items: [] } } });
const page = { __typename: 'TaskPage' as const, totalCount: 0, items: [] };
const emptyBoard = always(BoardDocument, { data: { inQueue: page, inProgress: page, needRevision: page, done: page } });
const quiet = { request: { query: TaskEventsDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };

describe('the task form', () => {
  it('turns hours into minutes, and refuses a negative estimate instead of saving 0', () => {
    const values = taskValuesOf(null, {});
    expect(estimateMinutesOf('')).toBeNull();
    expect(estimateMinutesOf(1.5)).toBe(90);
    expect(TASK_RULES.estimateHours(-2)).toBe('The estimate cannot be negative.');
    expect(TASK_RULES.estimateHours(0)).toBeNull();
    expect(TASK_RULES.title('t'.repeat(301))).toBe('Use at most 300 characters (this has 301).');
    expect(TASK_RULES.matterId(null, { ...values, notLinked: true })).toBeNull();
  });

  it('Add Task takes at most what the server takes, and shows every problem at once, a negative estimate among them', async () => {
    const created: unknown[] = [];
    renderScreen(<TaskDialog opened onClose={() => {}} task={null} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [staff, cases, capture(CreateTaskDocument, created, { data: {} })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    expect(within(dialog).getByRole('textbox', { name: /Task Name/ })).toHaveAttribute('maxlength', String(INPUT_LIMITS.CreateTaskInput.title.maxLength));
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', String(INPUT_LIMITS.CreateTaskInput.description.maxLength));

    const estimate = within(dialog).getByRole('textbox', { name: 'Estimate (hours)' });
    await userEvent.type(estimate, '-2');
    fireEvent.blur(estimate);
    // Not quietly made 0 when leaving the field.
    expect(estimate).toHaveValue('-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText('The estimate cannot be negative.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the task name.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});

describe('Create New Task on the board', () => {
  it('takes at most a title the server takes, grows only so far, and says why the server refused it under the field', async () => {
    const created: unknown[] = [];
    renderScreen(<TasksView matter={null} defaultView="column" heading="h2" />, {
      path: '/tasks',
      viewer: viewerWith('ATTORNEY'),
      mocks: [emptyBoard, quiet, capture(CreateTaskDocument, created, refusedFields({ title: 'Use at most 300 characters (this has 301).' }))],
    });
    const lane = await screen.findByRole('region', { name: 'In Queue' });
    await userEvent.click(within(lane).getByRole('button', { name: 'Create New Task in In Queue' }));
    const box = within(lane).getByRole('textbox', { name: 'New task in In Queue' });
    expect(box).toHaveAttribute('maxlength', String(INPUT_LIMITS.CreateTaskInput.title.maxLength));
    await userEvent.type(box, 'Call the adjuster');
    await userEvent.click(within(lane).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await within(lane).findByText('Use at most 300 characters (this has 301).')).toBeInTheDocument();
    expect(box).toHaveValue('Call the adjuster');
  });
});

describe('Add Task with unsaved changes', () => {
  const open = (onClose: () => void) => renderScreen(<TaskDialog opened onClose={onClose} task={null} />, { viewer: viewerWith('ATTORNEY'), mocks: [staff, cases] });

  it('asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes', async () => {
    const onClose = jest.fn();
    open(onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Ask for the police report');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Ask for the police report');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = jest.fn();
    open(onClose);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Add Task' })).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();
  });
});
