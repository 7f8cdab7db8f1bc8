/** Text as it is saved: trimmed, and null when blank or not given. */
export function trimToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Text an edit changes: undefined (the field was not sent) stays undefined, so the field is left
 * alone; anything else as `trimToNull` saves it.
 */
export function trimmedChange(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : trimToNull(value);
}
