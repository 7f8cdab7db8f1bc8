import { TaskPriority } from '../tasks/task.entity';
import { WorkflowTrigger } from './workflow.entity';
import type { WorkflowTemplateInput } from './workflow.inputs';
import { Role } from '../../graphql/roles';

const { ATTORNEY, PARALEGAL, STAFF } = Role;
const { URGENT, HIGH, NORMAL } = TaskPriority;

/**
 * The starter templates a firm admin can add with one click (Add starter templates), then edit
 * like their own. New firms start without them; the demo firm has them. README lists them.
 */
export const STARTER_WORKFLOWS: readonly WorkflowTemplateInput[] = [
  {
    name: 'PI intake',
    caseType: 'Car Accident',
    trigger: WorkflowTrigger.ON_CREATE,
    stage: null,
    active: true,
    steps: [
      { title: 'Calendar the statute of limitations', type: 'Review', priority: URGENT, dueOffsetDays: 1, assigneeRole: ATTORNEY, description: 'From the incident date and state; confirm any tolling.' },
      { title: 'Request the police report', type: 'Filing', priority: HIGH, dueOffsetDays: 2, assigneeRole: PARALEGAL },
      { title: 'Send the letter of representation to the insurer', type: 'Drafting', priority: HIGH, dueOffsetDays: 2, assigneeRole: ATTORNEY, description: 'To every known carrier; ask for policy limits and preservation of evidence.' },
      { title: 'Send HIPAA authorizations to the medical providers', type: 'Email', priority: NORMAL, dueOffsetDays: 3, assigneeRole: PARALEGAL },
      { title: 'Open the PIP / med-pay claim', type: 'Filing', priority: NORMAL, dueOffsetDays: 5, assigneeRole: STAFF },
      { title: 'Welcome call to the client', type: 'Call', priority: NORMAL, dueOffsetDays: 1, assigneeRole: STAFF, description: 'Explain next steps; ask for photos, bills and the claim numbers they have.' },
    ],
  },
  {
    name: 'Slip and fall intake',
    caseType: 'Slip and Fall',
    trigger: WorkflowTrigger.ON_CREATE,
    stage: null,
    active: true,
    steps: [
      { title: 'Send the preservation letter for surveillance video', type: 'Drafting', priority: URGENT, dueOffsetDays: 1, assigneeRole: ATTORNEY, description: 'Stores often overwrite footage within 30 days.' },
      { title: 'Calendar the statute of limitations', type: 'Review', priority: URGENT, dueOffsetDays: 1, assigneeRole: ATTORNEY },
      { title: 'Photograph the scene and the hazard', type: 'Other', priority: HIGH, dueOffsetDays: 3, assigneeRole: STAFF },
      { title: 'Request the incident report from the property owner', type: 'Email', priority: NORMAL, dueOffsetDays: 3, assigneeRole: PARALEGAL },
      { title: 'Identify the property owner and their insurer', type: 'Research', priority: NORMAL, dueOffsetDays: 5, assigneeRole: PARALEGAL },
      { title: 'Collect witness statements', type: 'Call', priority: NORMAL, dueOffsetDays: 7, assigneeRole: PARALEGAL },
    ],
  },
  {
    name: 'Demand stage',
    caseType: null,
    trigger: WorkflowTrigger.ON_STAGE,
    stage: 'Demand',
    active: true,
    steps: [
      { title: 'Confirm with the client that treatment is complete', type: 'Call', priority: NORMAL, dueOffsetDays: 2, assigneeRole: STAFF },
      { title: 'Gather the medical bills and records', type: 'Filing', priority: HIGH, dueOffsetDays: 7, assigneeRole: PARALEGAL },
      { title: 'Calculate damages and open liens', type: 'Research', priority: NORMAL, dueOffsetDays: 10, assigneeRole: PARALEGAL, description: 'Medical specials, lost wages, health-plan and hospital liens.' },
      { title: 'Draft the demand letter', type: 'Drafting', priority: HIGH, dueOffsetDays: 14, assigneeRole: ATTORNEY },
      { title: 'Send the demand package to the adjuster', type: 'Email', priority: HIGH, dueOffsetDays: 21, assigneeRole: ATTORNEY },
      { title: 'Follow up on the demand', type: 'Follow-up', priority: NORMAL, dueOffsetDays: 51, assigneeRole: PARALEGAL, description: 'Thirty days after the demand went out.' },
    ],
  },
  {
    name: 'Treatment check-in',
    caseType: null,
    trigger: WorkflowTrigger.MANUAL,
    stage: null,
    active: true,
    steps: [
      { title: 'Call the client about treatment', type: 'Call', priority: NORMAL, dueOffsetDays: 0, assigneeRole: STAFF },
      { title: 'Update the list of medical providers', type: 'Review', priority: NORMAL, dueOffsetDays: 2, assigneeRole: PARALEGAL },
      { title: 'Request records from new providers', type: 'Email', priority: NORMAL, dueOffsetDays: 5, assigneeRole: PARALEGAL },
    ],
  },
];
