import type { DataSource } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import type { InvoiceService } from '../invoices/invoice.service';
import { whereLinkedMatterAccessible } from '../matters/matter.access';
import { Task } from '../tasks/task.entity';
import type { DashboardInvoices, DashboardSummary } from './dashboard.types';
import { FIRM_TODAY_SQL } from '../firms/firm-clock';

/**
 * The figures of the home dashboard. Its lists are the ordinary `tasks` and `matters` queries
 * with their dashboard filters (assignedById, open, staffId, overdue).
 */
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invoices: InvoiceService,
  ) {}

  /** `seeBilling`: whether the viewer's firm lets their role see billing (Firm User Permissions). */
  async summary(viewer: FirmViewer, seeBilling: boolean): Promise<DashboardSummary> {
    const [tasks, unpaidInvoices] = await Promise.all([this.myTasks(viewer), seeBilling ? this.unpaidInvoices(viewer) : null]);
    return { ...tasks, unpaidInvoices };
  }

  /** Open tasks assigned to the viewer, with how many are overdue and due today (the firm's today). */
  private async myTasks(viewer: FirmViewer): Promise<Pick<DashboardSummary, 'openTasks' | 'overdueTasks' | 'tasksDueToday'>> {
    const query = this.dataSource
      .getRepository(Task)
      .createQueryBuilder('task')
      .select('count(*)::int', 'openTasks')
      .addSelect(`(count(*) FILTER (WHERE task.due_date < ${FIRM_TODAY_SQL}))::int`, 'overdueTasks')
      .addSelect(`(count(*) FILTER (WHERE task.due_date = ${FIRM_TODAY_SQL}))::int`, 'tasksDueToday')
      .where('task.firm_id = :firmId', { firmId: viewer.firm.id })
      .andWhere("task.column <> 'DONE'")
      .andWhere('EXISTS (SELECT 1 FROM task_assignees mine WHERE mine.task_id = task.id AND mine.user_id = :me)', { me: viewer.user.id });
    const row = await whereLinkedMatterAccessible(query, 'task.matter_id', viewer).getRawOne<{ openTasks: number; overdueTasks: number; tasksDueToday: number }>();
    return { openTasks: row?.openTasks ?? 0, overdueTasks: row?.overdueTasks ?? 0, tasksDueToday: row?.tasksDueToday ?? 0 };
  }

  /** The invoice summary's unpaid and overdue cards together. */
  private async unpaidInvoices(viewer: FirmViewer): Promise<DashboardInvoices> {
    const { unpaid, overdue } = await this.invoices.summary(viewer);
    return { count: unpaid.count + overdue.count, amountCents: unpaid.amountCents + overdue.amountCents, overdueCount: overdue.count };
  }
}
