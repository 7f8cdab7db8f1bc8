import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { OptionListsDocument, type WorkflowTemplateFieldsFragment } from '../../gql/graphql';
import { splitTemplateProblems, templateInput, useWorkflowTemplateForm, valuesOf } from './useWorkflowTemplateForm';

const lists = {
  request: { query: OptionListsDocument, variables: { keys: ['CASE_TYPES', 'MATTER_STAGES'] } },
  result: { data: { optionLists: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[lists]}>{children}</MockedProvider>;

const template = {
  id: 't1',
  version: 2,
  name: 'New PI case',
  caseType: 'Auto Accident',
  trigger: 'ON_STAGE',
  stage: 'Demand',
  active: true,
  steps: [
    { id: 's1', title: 'Request police report', description: null, type: 'Filing', priority: 'HIGH', dueOffsetDays: 3, assigneeRole: 'PARALEGAL' },
    { id: 's2', title: 'Call the client', description: 'Welcome call', type: null, priority: 'NORMAL', dueOffsetDays: null, assigneeRole: null },
  ],
} as unknown as WorkflowTemplateFieldsFragment;

describe('a workflow template', () => {
  it('edits a template as it is, and starts a new one with one empty step', () => {
    expect(valuesOf(template).steps.map((s) => [s.key, s.title, s.dueOffsetDays, s.description])).toEqual([
      ['s1', 'Request police report', 3, ''],
      ['s2', 'Call the client', '', 'Welcome call'],
    ]);
    const fresh = valuesOf(null);
    expect(fresh).toMatchObject({ name: '', caseType: null, trigger: 'ON_CREATE', stage: null, active: true });
    expect(fresh.steps).toHaveLength(1);
  });

  it('sends a stage only when the template applies at a stage, and no due date for an empty one', () => {
    const values = valuesOf(template);
    expect(templateInput({ ...values, name: ' New PI case ' })).toEqual({
      name: 'New PI case',
      caseType: 'Auto Accident',
      trigger: 'ON_STAGE',
      stage: 'Demand',
      active: true,
      steps: [
        { title: 'Request police report', description: null, type: 'Filing', priority: 'HIGH', dueOffsetDays: 3, assigneeRole: 'PARALEGAL' },
        { title: 'Call the client', description: 'Welcome call', type: null, priority: 'NORMAL', dueOffsetDays: null, assigneeRole: null },
      ],
    });
    expect(templateInput({ ...values, trigger: 'ON_CREATE' }).stage).toBeNull();
  });

  it('shows a message about one step at it and one about the steps above the form', () => {
    expect(splitTemplateProblems({ 'input.steps.0.dueOffsetDays': 'Not negative.', 'input.steps': 'At most 50 steps.' })).toEqual({
      errors: { 'steps.0.dueOffsetDays': 'Not negative.' },
      others: 'At most 50 steps.',
    });
  });
});

describe('useWorkflowTemplateForm', () => {
  it('adds, moves and removes steps, and asks for one before saving none', async () => {
    const { result } = renderHook(() => useWorkflowTemplateForm({ template, onClose: jest.fn() }), { wrapper });
    act(() => result.current.steps.move(1, 0));
    expect(result.current.form.getValues().steps.map((s) => s.key)).toEqual(['s2', 's1']);
    act(() => result.current.steps.add());
    expect(result.current.form.getValues().steps).toHaveLength(3);
    act(() => result.current.steps.remove(2));
    act(() => result.current.steps.remove(1));
    act(() => result.current.steps.remove(0));
    expect(result.current.form.getValues().steps).toHaveLength(0);
    await act(async () => result.current.save());
    expect(result.current.problem).toBe('Add at least one step.');
  });
});
