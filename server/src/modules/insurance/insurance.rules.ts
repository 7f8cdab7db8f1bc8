import type { EntityManager } from 'typeorm';
import { CoverageType } from './insurance.entity';

export const COVERAGE_LABELS: Record<CoverageType, string> = {
  [CoverageType.BODILY_INJURY_LIABILITY]: 'Bodily Injury Liability',
  [CoverageType.PROPERTY_DAMAGE]: 'Property Damage',
  [CoverageType.UNINSURED_MOTORIST]: 'Uninsured Motorist',
  [CoverageType.UNDERINSURED_MOTORIST]: 'Underinsured Motorist',
  [CoverageType.PIP]: 'PIP',
  [CoverageType.MEDPAY]: 'MedPay',
  [CoverageType.HEALTH]: 'Health',
  [CoverageType.UMBRELLA]: 'Umbrella',
  [CoverageType.WORKERS_COMPENSATION]: "Workers' Compensation",
  [CoverageType.OTHER]: 'Other',
};

/** The coverages that pay for what an insured did to others (a defendant's liability insurers). */
export const LIABILITY_COVERAGES = [CoverageType.BODILY_INJURY_LIABILITY, CoverageType.PROPERTY_DAMAGE, CoverageType.UMBRELLA];

/**
 * SQL, on a matters alias: the name of the insurer of the case's first policy that insures a party
 * in the categories of the parameter `sideParam` (and, with `coveragesParam`, of those coverages);
 * the first by coverage, then as added. The Case list's Defendant Insurance and Plaintiff Insurance.
 */
export function insurerNameSql(matterAlias: string, sideParam: string, coveragesParam?: string): string {
  return `(SELECT insurer.name FROM insurance_policies ip
    JOIN matter_parties insured ON insured.id = ip.insured_party_id
    JOIN contacts insurer ON insurer.id = ip.insurer_id
    WHERE ip.matter_id = ${matterAlias}.id AND insured.category IN (:...${sideParam})${coveragesParam ? ` AND ip.coverage IN (:...${coveragesParam})` : ''}
    ORDER BY ip.coverage, ip.created_at, ip.id LIMIT 1)`;
}

/** SQL: the ids of the firm's cases with a policy from an insurer whose name matches `:pattern` (the Case list's search). */
export const casesInsuredBySql = (firmParam: string, patternParam: string) =>
  `SELECT ip.matter_id FROM insurance_policies ip JOIN contacts insurer ON insurer.id = ip.insurer_id
   WHERE ip.firm_id = :${firmParam} AND insurer.name ILIKE :${patternParam}`;

/** Whether `policyId` is a policy of the case (its Insurance tab), in the caller's transaction. */
export async function policyOfCase(manager: EntityManager, firmId: string, matterId: string, policyId: string): Promise<boolean> {
  const rows = (await manager.query('SELECT 1 FROM insurance_policies WHERE id = $1 AND firm_id = $2 AND matter_id = $3', [policyId, firmId, matterId])) as unknown[];
  return rows.length > 0;
}
