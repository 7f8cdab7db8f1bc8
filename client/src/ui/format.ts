/** A stored E.164 phone number as people write it: US numbers as (212) 555-0123, others as stored. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

/** Initials for an avatar: "Dana Whitfield" -> "DW", "Lone Star Mutual" -> "LS". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
