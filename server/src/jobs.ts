import type { Config } from './config';
import { asSystem } from './db/scope';
import type { BackgroundJob, ModuleRuntime } from './http/app-module';
import type { Logger } from './logger';

/** How often housekeeping (expired sessions, old events) runs. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/**
 * Runs the modules' background jobs on their cadence, every round in the system scope (they serve
 * every firm; timers would otherwise inherit whatever started them). Reminders run every
 * REMINDER_INTERVAL_MS and, once DAILY_REMINDER_INTERVAL_MS has passed, the daily ones with them
 * (they read every open case or invoice of every firm); a round never starts while the last one
 * runs. Each job claims its own work in the database, so every instance may run them.
 */
export function startJobs(jobs: readonly BackgroundJob[], runtime: ModuleRuntime, config: Config, logger: Logger): () => void {
  const run = (job: BackgroundJob) => job.run(runtime).catch((error: unknown) => logger.warn({ err: error }, `${job.name} failed`));
  const of = (cadence: BackgroundJob['cadence']) => jobs.filter((job) => job.cadence === cadence);

  const housekeeping = setInterval(() => void asSystem(() => Promise.all(of('housekeeping').map(run))), HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  let remindersRunning = false;
  let dailyRunAt = 0;
  const reminders = setInterval(() => {
    if (remindersRunning) return;
    remindersRunning = true;
    const daily = Date.now() - dailyRunAt >= config.dailyReminderIntervalMs;
    if (daily) dailyRunAt = Date.now();
    void asSystem(() => Promise.all([...of('reminders'), ...(daily ? of('daily') : [])].map(run))).finally(() => {
      remindersRunning = false;
    });
  }, config.reminderIntervalMs);
  reminders.unref();

  return () => {
    clearInterval(housekeeping);
    clearInterval(reminders);
  };
}
