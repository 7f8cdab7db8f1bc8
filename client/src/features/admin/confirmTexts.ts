/** What a confirmation dialog says before something is done: its title, message and confirm button. */
export interface ConfirmTexts {
  title: string;
  message: string;
  confirmLabel: string;
}

/** The spec's confirmation before deleting a firm user, an attorney, a paralegal or a firm (spec 8). */
export const DELETE_MESSAGE = 'Are you sure, you want to delete this role? This action cannot be undone.';

/** Before suspending a person, by their firm's admin or the platform admin. */
export const suspendPersonTexts = (name: string): ConfirmTexts => ({
  title: `Suspend ${name}?`,
  message: `${name} will be signed out everywhere at once and cannot sign in until reactivated. Their cases, tasks and records stay.`,
  confirmLabel: 'Suspend',
});

/** Before the platform admin suspends a whole firm. */
export const suspendFirmTexts = (name: string): ConfirmTexts => ({
  title: `Suspend ${name}?`,
  message: `Everyone at ${name} will be signed out at once and no one there can sign in until the firm is reactivated. Nothing is deleted.`,
  confirmLabel: 'Suspend',
});
