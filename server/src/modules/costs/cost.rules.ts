import { CostCategory } from './cost.entity';

export const COST_CATEGORY_LABELS: Record<CostCategory, string> = {
  [CostCategory.FILING_FEE]: 'Filing Fee',
  [CostCategory.SERVICE_OF_PROCESS]: 'Service of Process',
  [CostCategory.MEDICAL_RECORDS]: 'Medical Records',
  [CostCategory.EXPERT]: 'Expert',
  [CostCategory.DEPOSITION]: 'Deposition',
  [CostCategory.COURT_REPORTER]: 'Court Reporter',
  [CostCategory.TRAVEL]: 'Travel',
  [CostCategory.POSTAGE_AND_COPIES]: 'Postage and Copies',
  [CostCategory.INVESTIGATION]: 'Investigation',
  [CostCategory.OTHER]: 'Other',
};

/**
 * The UTBMS expense code (ABA litigation code set, E100 series) a cost is billed under in LEDES:
 * E112 court fees, E113 subpoena and service fees, E115 deposition transcripts, E119 experts,
 * E110 out-of-town travel, E108 postage, E120 private investigators, E124 other.
 */
export const UTBMS_EXPENSE_CODES: Record<CostCategory, string> = {
  [CostCategory.FILING_FEE]: 'E112',
  [CostCategory.SERVICE_OF_PROCESS]: 'E113',
  [CostCategory.MEDICAL_RECORDS]: 'E124',
  [CostCategory.EXPERT]: 'E119',
  [CostCategory.DEPOSITION]: 'E115',
  [CostCategory.COURT_REPORTER]: 'E115',
  [CostCategory.TRAVEL]: 'E110',
  [CostCategory.POSTAGE_AND_COPIES]: 'E108',
  [CostCategory.INVESTIGATION]: 'E120',
  [CostCategory.OTHER]: 'E124',
};

/** SQL on a case_costs alias: the cost is on an invoice line (billed). */
export const costBilledSql = (alias: string) => `EXISTS (SELECT 1 FROM invoice_lines billed WHERE billed.cost_id = ${alias}.id)`;
