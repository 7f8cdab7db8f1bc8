/** Money and quantities as integers: cents and thousandths, never floating point. */

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

/** quantity (thousandths) × rate (cents), rounded half-up to the cent, in exact integer arithmetic. */
export function lineAmountCents(quantityThousandths: number, rateCents: number): number {
  const product = BigInt(quantityThousandths) * BigInt(rateCents);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + 500n) / 1000n;
  return Number(negative ? -rounded : rounded);
}

/** 123456 → "1234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const UTBMS_TASK_CODE = /^[A-Z]\d{3}$/;
export const UTBMS_ACTIVITY_CODE = /^A\d{3}$/;
