import type { DashboardCasesQuery, TaskFieldsFragment } from '../../gql/graphql';
import { caseRow, taskRow } from './useDashboardLists';

describe('dashboard rows', () => {
  it('show a task with its case, due date, subject and assignees', () => {
    const task = {
      id: 't1',
      title: 'Request police report',
      description: null,
      dueDate: '2030-01-15',
      matter: { id: 'm1', number: '2026-0001', name: 'Alvarez v. Lone Star' },
      assignees: [{ id: 'u1', fullName: 'Ann Lee' }, { id: 'u2', fullName: 'Bo Diaz' }],
    } as unknown as TaskFieldsFragment;
    expect(taskRow(task)).toEqual({
      key: 't1',
      caseNumber: '2026-0001',
      caseName: 'Alvarez v. Lone Star',
      dueDate: '2030-01-15',
      subject: 'Request police report',
      description: null,
      assignees: ['Ann Lee', 'Bo Diaz'],
      item: task,
    });
    expect(taskRow({ ...task, matter: null, dueDate: null })).toMatchObject({ caseNumber: null, caseName: null, dueDate: null });
  });

  it('show a case with its next open task, or nothing to do', () => {
    const matter = { id: 'm1', number: '2026-0001', name: 'Alvarez v. Lone Star', nextTask: null } as unknown as DashboardCasesQuery['matters']['items'][number];
    expect(caseRow(matter)).toEqual({ key: 'm1', caseNumber: '2026-0001', caseName: 'Alvarez v. Lone Star', dueDate: null, subject: null, description: null, assignees: [], item: matter });
  });
});
