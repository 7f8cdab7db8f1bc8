/** Quantities as integers (thousandths), never floating point; UTBMS codes. Cents: graphql/money.ts. */

const QUANTITY = /^(\d{1,7})(?:\.(\d{1,3}))?$/;

/** "1.5" → 1500 thousandths; null when it is not a non-negative decimal with up to 3 decimals. */
export function parseQuantity(text: string): number | null {
  const match = QUANTITY.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** 1500 → "1.5", 2000 → "2". */
export function formatQuantity(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export const UTBMS_TASK_CODE = /^[A-Z]\d{3}$/;
export const UTBMS_ACTIVITY_CODE = /^A\d{3}$/;
