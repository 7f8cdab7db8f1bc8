/**
 * STARTER TABLE OF LIMITATION PERIODS — A STARTING POINT, NOT LEGAL ADVICE.
 *
 * Compiled from the statutes cited on each row as they read on {@link STARTER_RULES_AS_OF}. It is
 * a convenience for setting up a firm, not a statement of the law: statutes change, courts
 * construe them, and the right period for a given claim turns on facts this table cannot see
 * (when the claim accrued, who the defendant is, the age or capacity of the client, notice
 * requirements, repose periods, tolling). Before relying on any row the firm must review it
 * against the current statute and confirm it; until then a lawyer must check every date
 * computed from it.
 *
 * Choices made to stay on the safe side:
 * - One general personal-injury row per state and territory (`caseType: null`), the period for
 *   negligence causing bodily injury. Where the state has a different period for a kind of
 *   claim the firm handles, a row for that case type ('Medical Malpractice', 'Wrongful Death',
 *   'Product Liability') overrides it.
 * - Where a statute gives alternatives ("3 years from the injury or 1 year from discovery,
 *   whichever comes first"), the row holds the shortest period measured from the incident and
 *   `discoveryNote` explains the rest, so a date computed from the row is never later than the
 *   law allows for the usual case.
 * - Claims against a government (notice-of-claim deadlines of months, not years), claims of
 *   minors and incapacitated people, and statutes of repose are mentioned in notes at most.
 */
import { type LimitationPeriod } from './statute';

/** One limitation period: for a state and a case type, or for every case type of the state without its own row (`caseType: null`). */
export interface StarterRule {
  /** The state's full name, as in the firm's States option list ("Texas", "District of Columbia"). */
  state: string;
  /** The case type the row is for, or null for every case type without its own row. */
  caseType: string | null;
  period: LimitationPeriod;
  /** When the period starts or may be extended or cut short (discovery rule, repose, notice, date of death), or null. */
  discoveryNote: string | null;
  /** The statute(s) the period comes from. */
  source: string;
}

/** The date the starter table was compiled against. */
export const STARTER_RULES_AS_OF = '2026-01-01';

const MED = 'Medical Malpractice';
const DEATH = 'Wrongful Death';
const PRODUCT = 'Product Liability';

const years = (n: number): LimitationPeriod => ({ years: n, months: 0, days: 0 });

const general = (state: string, period: number, source: string, note: string | null = null): StarterRule => ({
  state,
  caseType: null,
  period: years(period),
  discoveryNote: note,
  source,
});

const rule = (state: string, caseType: string, period: number | LimitationPeriod, source: string, note: string | null = null): StarterRule => ({
  state,
  caseType,
  period: typeof period === 'number' ? years(period) : period,
  discoveryNote: note,
  source,
});

const FROM_DEATH = 'Runs from the date of death, not the date of the injury: enter the date of death as the incident date.';

/**
 * The starter limitation periods: a general personal-injury row for every state, the District
 * of Columbia, Puerto Rico, Guam and the U.S. Virgin Islands, plus rows for medical malpractice,
 * wrongful death and product liability where they differ or carry a rule worth knowing. See the
 * module comment: the firm must review and confirm these before relying on them.
 */
export const STARTER_LIMITATION_RULES: StarterRule[] = [
  general('Alabama', 2, 'Ala. Code § 6-2-38(l)'),
  rule('Alabama', MED, 2, 'Ala. Code § 6-5-482(a)', 'If the injury could not reasonably have been discovered within 2 years, 6 months from discovery; never more than 4 years after the act.'),
  rule('Alabama', DEATH, 2, 'Ala. Code § 6-5-410(d)', FROM_DEATH),

  general('Alaska', 2, 'Alaska Stat. § 09.10.070'),
  rule('Alaska', MED, 2, 'Alaska Stat. §§ 09.10.070, 09.10.055', 'Discovery rule may delay accrual; 10-year statute of repose (§ 09.10.055) with exceptions.'),
  rule('Alaska', DEATH, 2, 'Alaska Stat. § 09.55.580', FROM_DEATH),

  general('Arizona', 2, 'Ariz. Rev. Stat. § 12-542', 'Claims against a public entity: notice of claim within 180 days (§ 12-821.01) and suit within 1 year (§ 12-821).'),
  rule('Arizona', MED, 2, 'Ariz. Rev. Stat. § 12-542', 'Accrues when the patient knew or should have known of the injury and its cause.'),
  rule('Arizona', DEATH, 2, 'Ariz. Rev. Stat. § 12-542', FROM_DEATH),
  rule('Arizona', PRODUCT, 2, 'Ariz. Rev. Stat. §§ 12-542, 12-551', '12-year statute of repose from first sale (§ 12-551), with exceptions.'),

  general('Arkansas', 3, 'Ark. Code Ann. § 16-56-105'),
  rule('Arkansas', MED, 2, 'Ark. Code Ann. § 16-114-203', 'Foreign object left in the body: 1 year from discovery if later.'),
  rule('Arkansas', DEATH, 3, 'Ark. Code Ann. § 16-62-102(c)', FROM_DEATH),
  rule('Arkansas', PRODUCT, 3, 'Ark. Code Ann. § 16-116-203'),

  general('California', 2, 'Cal. Civ. Proc. Code § 335.1', 'Claims against a public entity: a government claim within 6 months (Cal. Gov. Code § 911.2).'),
  rule('California', MED, 1, 'Cal. Civ. Proc. Code § 340.5', '3 years from the injury or 1 year from discovery, whichever comes first; 1 year from the injury is the safe date. A notice of intent served in the last 90 days extends it 90 days (§ 364(d)).'),
  rule('California', DEATH, 2, 'Cal. Civ. Proc. Code § 335.1', `${FROM_DEATH} If the death was caused by medical malpractice, § 340.5 applies.`),
  rule('California', PRODUCT, 2, 'Cal. Civ. Proc. Code § 335.1', 'Delayed-discovery rule: accrues when the plaintiff suspects or should suspect the injury was caused by wrongdoing.'),

  general('Colorado', 2, 'Colo. Rev. Stat. § 13-80-102(1)(a)', 'Motor-vehicle torts: 3 years (§ 13-80-101(1)(n)); this row keeps the shorter general period.'),
  rule('Colorado', MED, 2, 'Colo. Rev. Stat. § 13-80-102.5', 'From discovery; never more than 3 years after the act, with exceptions.'),
  rule('Colorado', DEATH, 2, 'Colo. Rev. Stat. § 13-80-102(1)(d)', FROM_DEATH),
  rule('Colorado', PRODUCT, 2, 'Colo. Rev. Stat. § 13-80-106'),

  general('Connecticut', 2, 'Conn. Gen. Stat. § 52-584', 'From when the injury is first sustained or discovered; never more than 3 years after the act or omission.'),
  rule('Connecticut', MED, 2, 'Conn. Gen. Stat. § 52-584', 'From discovery, never more than 3 years after the act; a 90-day extension is available to investigate (§ 52-190a(b)).'),
  rule('Connecticut', DEATH, 2, 'Conn. Gen. Stat. § 52-555', `${FROM_DEATH} Never more than 5 years after the act or omission.`),
  rule('Connecticut', PRODUCT, 3, 'Conn. Gen. Stat. § 52-577a', 'From discovery of the injury; 10-year statute of repose after the defendant parted with the product, with exceptions.'),

  general('Delaware', 2, 'Del. Code Ann. tit. 10, § 8119'),
  rule('Delaware', MED, 2, 'Del. Code Ann. tit. 18, § 6856', 'An injury unknown to the patient within 2 years: 3 years from the act.'),
  rule('Delaware', DEATH, 2, 'Del. Code Ann. tit. 10, § 8107', FROM_DEATH),

  general('District of Columbia', 3, 'D.C. Code § 12-301(8)', 'Claims against the District: written notice within 6 months (D.C. Code § 12-309).'),
  rule('District of Columbia', DEATH, 2, 'D.C. Code § 16-2702', FROM_DEATH),

  general('Florida', 2, 'Fla. Stat. § 95.11(4) (negligence)', 'Negligence claims accruing on or after March 24, 2023 (Ch. 2023-15); earlier ones had 4 years.'),
  rule('Florida', MED, 2, 'Fla. Stat. § 95.11(4); § 766.106', 'From the incident or its discovery; never more than 4 years after the incident (7 for fraud or concealment). The pre-suit notice tolls the period 90 days (§ 766.106(4)).'),
  rule('Florida', DEATH, 2, 'Fla. Stat. § 95.11(4)', FROM_DEATH),
  rule('Florida', PRODUCT, 2, 'Fla. Stat. § 95.11(3), (4); § 95.031(2)(b)', 'Negligence counts: 2 years (this row); strict-liability counts may have 4 years under § 95.11(3). 12-year statute of repose (§ 95.031(2)(b)), with exceptions. Runs from discovery of the injury and its causal link to the product.'),

  general('Georgia', 2, 'O.C.G.A. § 9-3-33', 'Claims against a county or city: ante litem notice within 12 months, or 6 months for a city (O.C.G.A. §§ 36-11-1, 36-33-5).'),
  rule('Georgia', MED, 2, 'O.C.G.A. §§ 9-3-71, 9-3-72', '2 years from the injury or death; 5-year statute of repose (§ 9-3-71(b)); a foreign object left in the body: 1 year from discovery (§ 9-3-72).'),
  rule('Georgia', DEATH, 2, 'O.C.G.A. § 9-3-33', FROM_DEATH),
  rule('Georgia', PRODUCT, 2, 'O.C.G.A. §§ 9-3-33, 51-1-11(b)(2)', '10-year statute of repose from first sale (§ 51-1-11(b)(2)), with exceptions.'),

  general('Hawaii', 2, 'Haw. Rev. Stat. § 657-7'),
  rule('Hawaii', MED, 2, 'Haw. Rev. Stat. § 657-7.3', 'From discovery; never more than 6 years after the act.'),
  rule('Hawaii', DEATH, 2, 'Haw. Rev. Stat. § 663-3', FROM_DEATH),

  general('Idaho', 2, 'Idaho Code § 5-219(4)'),
  rule('Idaho', MED, 2, 'Idaho Code § 5-219(4)', 'From the occurrence; a foreign object or fraudulent concealment: 1 year from discovery if later.'),

  general('Illinois', 2, '735 ILCS 5/13-202', 'Claims against a local public entity: 1 year (745 ILCS 10/8-101).'),
  rule('Illinois', MED, 2, '735 ILCS 5/13-212(a)', 'From when the patient knew or should have known of the injury; never more than 4 years after the act.'),
  rule('Illinois', DEATH, 2, '740 ILCS 180/2', FROM_DEATH),
  rule('Illinois', PRODUCT, 2, '735 ILCS 5/13-202; 735 ILCS 5/13-213', 'Statute of repose for product liability (§ 13-213), with exceptions.'),

  general('Indiana', 2, 'Ind. Code § 34-11-2-4', 'Claims against a governmental entity: notice within 180 days (political subdivision) or 270 days (state) (Ind. Code §§ 34-13-3-6, 34-13-3-8).'),
  rule('Indiana', MED, 2, 'Ind. Code § 34-18-7-1(b)', 'Occurrence-based: 2 years from the act or omission, not from discovery.'),
  rule('Indiana', DEATH, 2, 'Ind. Code § 34-23-1-1', FROM_DEATH),
  rule('Indiana', PRODUCT, 2, 'Ind. Code § 34-20-3-1', '10-year statute of repose from delivery to the first user, with exceptions.'),

  general('Iowa', 2, 'Iowa Code § 614.1(2)'),
  rule('Iowa', MED, 2, 'Iowa Code § 614.1(9)', 'From discovery; never more than 6 years after the act, with exceptions.'),

  general('Kansas', 2, 'Kan. Stat. Ann. § 60-513(a)(4)'),
  rule('Kansas', MED, 2, 'Kan. Stat. Ann. § 60-513(a)(7), (c)', 'Never more than 4 years after the act.'),
  rule('Kansas', DEATH, 2, 'Kan. Stat. Ann. § 60-513(a)(5)', FROM_DEATH),

  general('Kentucky', 1, 'Ky. Rev. Stat. § 413.140(1)(a)', 'Motor-vehicle accidents under the no-fault act: 2 years from the injury or the last no-fault payment (§ 304.39-230(6)); this row keeps the shorter general period.'),
  rule('Kentucky', MED, 1, 'Ky. Rev. Stat. § 413.140(1)(e), (2)', 'From when the injury is or should have been discovered.'),
  rule('Kentucky', DEATH, 1, 'Ky. Rev. Stat. §§ 413.140(1)(a), 413.180', '1 year; a personal representative appointed within that year gets 1 year from the appointment (§ 413.180). This row counts from the death.'),

  general('Louisiana', 2, 'La. Civ. Code art. 3493.1', 'Delictual actions arising on or after July 1, 2024 (Act 423 of 2024); earlier ones prescribed in 1 year (former art. 3492).'),
  rule('Louisiana', MED, 1, 'La. Rev. Stat. § 9:5628', '1 year from the act or its discovery; never more than 3 years after the act. Filing a medical review panel request suspends prescription.'),
  rule('Louisiana', DEATH, 1, 'La. Civ. Code art. 2315.2', `${FROM_DEATH} Confirm whether the 2-year delictual period (art. 3493.1) reaches this claim; this row keeps 1 year.`),

  general('Maine', 6, 'Me. Rev. Stat. tit. 14, § 752'),
  rule('Maine', MED, 3, 'Me. Rev. Stat. tit. 24, § 2902', 'From the act or omission; a foreign object: from discovery.'),
  rule('Maine', DEATH, 2, 'Me. Rev. Stat. tit. 18-C, § 2-807', FROM_DEATH),

  general('Maryland', 3, 'Md. Code, Cts. & Jud. Proc. § 5-101'),
  rule('Maryland', MED, 3, 'Md. Code, Cts. & Jud. Proc. § 5-109', '5 years from the injury or 3 years from discovery, whichever comes first; 3 years from the injury is the safe date.'),
  rule('Maryland', DEATH, 3, 'Md. Code, Cts. & Jud. Proc. § 3-904(g)', FROM_DEATH),

  general('Massachusetts', 3, 'Mass. Gen. Laws ch. 260, § 2A'),
  rule('Massachusetts', MED, 3, 'Mass. Gen. Laws ch. 260, § 4', 'From discovery; 7-year statute of repose (foreign objects excepted).'),
  rule('Massachusetts', DEATH, 3, 'Mass. Gen. Laws ch. 229, § 2', 'From the death, or from when the executor knew or should have known of the cause.'),

  general('Michigan', 3, 'Mich. Comp. Laws § 600.5805(2)'),
  rule('Michigan', MED, 2, 'Mich. Comp. Laws §§ 600.5805, 600.5838a', '2 years from the act, or 6 months from discovery if later; 6-year statute of repose with exceptions. A notice of intent (§ 600.2912b) tolls the period.'),
  rule('Michigan', DEATH, 3, 'Mich. Comp. Laws §§ 600.5805(2), 600.5852', 'The period of the underlying claim (2 years for malpractice); § 600.5852 gives the personal representative more time in some cases.'),
  rule('Michigan', PRODUCT, 3, 'Mich. Comp. Laws § 600.5805(2), (12)', 'No discovery rule: accrues when the wrong is done.'),

  general('Minnesota', 6, 'Minn. Stat. § 541.05, subd. 1(5)', 'Intentional torts (assault, battery): 2 years (§ 541.07(1)).'),
  rule('Minnesota', MED, 4, 'Minn. Stat. § 541.076'),
  rule('Minnesota', DEATH, 3, 'Minn. Stat. § 573.02, subd. 1', `${FROM_DEATH} Never more than 6 years after the act.`),
  rule('Minnesota', PRODUCT, 4, 'Minn. Stat. § 541.05, subd. 2'),

  general('Mississippi', 3, 'Miss. Code Ann. § 15-1-49'),
  rule('Mississippi', MED, 2, 'Miss. Code Ann. § 15-1-36(2)', 'From when the act was or should have been discovered; 60 days\' notice is required before suit (§ 15-1-36(15)).'),

  general('Missouri', 5, 'Mo. Rev. Stat. § 516.120(4)'),
  rule('Missouri', MED, 2, 'Mo. Rev. Stat. § 516.105', 'A foreign object or failure to inform of test results: 2 years from discovery, never more than 10 years after the act.'),
  rule('Missouri', DEATH, 3, 'Mo. Rev. Stat. § 537.100', FROM_DEATH),

  general('Montana', 3, 'Mont. Code Ann. § 27-2-204(1)'),
  rule('Montana', MED, 3, 'Mont. Code Ann. § 27-2-205', 'From the injury or its discovery; never more than 5 years after the injury, with exceptions.'),
  rule('Montana', DEATH, 3, 'Mont. Code Ann. § 27-2-204(2)', FROM_DEATH),

  general('Nebraska', 4, 'Neb. Rev. Stat. § 25-207'),
  rule('Nebraska', MED, 2, 'Neb. Rev. Stat. §§ 25-222, 44-2828', 'If not discoverable within 2 years: 1 year from discovery; never more than 10 years after the act.'),
  rule('Nebraska', DEATH, 2, 'Neb. Rev. Stat. § 30-810', FROM_DEATH),

  general('Nevada', 2, 'Nev. Rev. Stat. § 11.190(4)(e)'),
  rule('Nevada', MED, 1, 'Nev. Rev. Stat. § 41A.097(2)', '3 years from the injury or 1 year from discovery, whichever comes first; 1 year from the injury is the safe date.'),
  rule('Nevada', DEATH, 2, 'Nev. Rev. Stat. § 11.190(4)(e)', FROM_DEATH),

  general('New Hampshire', 3, 'N.H. Rev. Stat. Ann. § 508:4', 'From the act, or from when the injury and its cause were or should have been discovered.'),

  general('New Jersey', 2, 'N.J. Stat. Ann. § 2A:14-2', 'Claims against a public entity: notice of claim within 90 days (N.J. Stat. Ann. § 59:8-8).'),
  rule('New Jersey', DEATH, 2, 'N.J. Stat. Ann. § 2A:31-3', FROM_DEATH),

  general('New Mexico', 3, 'N.M. Stat. Ann. § 37-1-8', 'Claims against a governmental entity: notice within 90 days and suit within 2 years (N.M. Stat. Ann. §§ 41-4-16, 41-4-15).'),
  rule('New Mexico', MED, 3, 'N.M. Stat. Ann. § 41-5-13', 'Qualified health-care providers: 3 years from the act, not from discovery.'),
  rule('New Mexico', DEATH, 3, 'N.M. Stat. Ann. § 41-2-2', FROM_DEATH),

  general('New York', 3, 'N.Y. C.P.L.R. 214(5)', 'Claims against a city, county or public authority: notice of claim within 90 days and suit within 1 year and 90 days (N.Y. Gen. Mun. Law §§ 50-e, 50-i).'),
  rule('New York', MED, { years: 2, months: 6, days: 0 }, 'N.Y. C.P.L.R. 214-a', 'Continuous treatment tolls the period until treatment ends; a foreign object: 1 year from discovery; a failure to diagnose cancer: from discovery, never more than 7 years after the act.'),
  rule('New York', DEATH, 2, 'N.Y. Est. Powers & Trusts Law § 5-4.1', `${FROM_DEATH} Bills to lengthen it (the Grieving Families Act) have been proposed repeatedly: confirm the current text.`),
  rule('New York', PRODUCT, 3, 'N.Y. C.P.L.R. 214(5), 214-c', 'Latent injuries from exposure to a substance: 3 years from discovery (C.P.L.R. 214-c).'),

  general('North Carolina', 3, 'N.C. Gen. Stat. § 1-52(16)', 'Bodily injury that becomes apparent later: accrues when it becomes apparent; never more than 10 years after the last act (§ 1-52(16)).'),
  rule('North Carolina', MED, 3, 'N.C. Gen. Stat. § 1-15(c)', 'An injury not readily apparent: 1 year from discovery, never more than 4 years after the act; a foreign object: 10 years.'),
  rule('North Carolina', DEATH, 2, 'N.C. Gen. Stat. § 1-53(4)', FROM_DEATH),
  rule('North Carolina', PRODUCT, 3, 'N.C. Gen. Stat. §§ 1-52(16), 1-46.1', '12-year statute of repose from first purchase (§ 1-46.1).'),

  general('North Dakota', 6, 'N.D. Cent. Code § 28-01-16(5)'),
  rule('North Dakota', MED, 2, 'N.D. Cent. Code § 28-01-18(3)', 'From discovery; never more than 6 years after the act, with exceptions.'),
  rule('North Dakota', DEATH, 2, 'N.D. Cent. Code § 28-01-18(4)', FROM_DEATH),

  general('Ohio', 2, 'Ohio Rev. Code § 2305.10(A)'),
  rule('Ohio', MED, 1, 'Ohio Rev. Code § 2305.113', 'From accrual (the end of the relationship or discovery); a 180-day letter sent within the year extends it 180 days (§ 2305.113(B)); 4-year statute of repose (§ 2305.113(C)).'),
  rule('Ohio', DEATH, 2, 'Ohio Rev. Code § 2125.02', FROM_DEATH),
  rule('Ohio', PRODUCT, 2, 'Ohio Rev. Code § 2305.10(A), (C)', 'Exposure injuries accrue on discovery (§ 2305.10(B)); 10-year statute of repose from delivery (§ 2305.10(C)), with exceptions.'),

  general('Oklahoma', 2, 'Okla. Stat. tit. 12, § 95(A)(3)', 'Claims against the state or a political subdivision: written notice within 1 year (Okla. Stat. tit. 51, § 156).'),
  rule('Oklahoma', DEATH, 2, 'Okla. Stat. tit. 12, § 1053', FROM_DEATH),

  general('Oregon', 2, 'Or. Rev. Stat. § 12.110(1)', 'Claims against a public body: notice within 180 days (Or. Rev. Stat. § 30.275).'),
  rule('Oregon', MED, 2, 'Or. Rev. Stat. § 12.110(4)', 'From discovery; never more than 5 years after the treatment, with exceptions.'),
  rule('Oregon', DEATH, 3, 'Or. Rev. Stat. § 30.020(1)', 'From discovery of the injury causing the death; never more than 3 years after the death.'),
  rule('Oregon', PRODUCT, 2, 'Or. Rev. Stat. § 30.905', 'From when the plaintiff discovered or should have discovered the injury and its cause; statute of repose (§ 30.905).'),

  general('Pennsylvania', 2, '42 Pa. Cons. Stat. § 5524(2)', 'Claims against a government unit: notice within 6 months (42 Pa. Cons. Stat. § 5522).'),
  rule('Pennsylvania', MED, 2, '42 Pa. Cons. Stat. § 5524(2); 40 P.S. § 1303.513', 'Discovery rule applies; 7-year statute of repose after the act (MCARE Act, 40 P.S. § 1303.513), foreign objects excepted.'),
  rule('Pennsylvania', DEATH, 2, '42 Pa. Cons. Stat. § 5524(2)', FROM_DEATH),
  rule('Pennsylvania', PRODUCT, 2, '42 Pa. Cons. Stat. § 5524(2)', 'Discovery rule may delay accrual for latent injuries.'),

  general('Rhode Island', 3, 'R.I. Gen. Laws § 9-1-14(b)'),
  rule('Rhode Island', MED, 3, 'R.I. Gen. Laws § 9-1-14.1', 'From the act, or from when it should have been discovered.'),
  rule('Rhode Island', DEATH, 3, 'R.I. Gen. Laws § 10-7-2', FROM_DEATH),

  general('South Carolina', 3, 'S.C. Code Ann. § 15-3-530(5)', 'Claims under the Tort Claims Act against a government entity: 2 years (S.C. Code Ann. § 15-78-110).'),
  rule('South Carolina', MED, 3, 'S.C. Code Ann. § 15-3-545', 'From discovery; never more than 6 years after the act (foreign objects excepted). A notice of intent is required before suit (§ 15-79-125).'),
  rule('South Carolina', DEATH, 3, 'S.C. Code Ann. § 15-3-530(6)', FROM_DEATH),

  general('South Dakota', 3, 'S.D. Codified Laws § 15-2-14(3)'),
  rule('South Dakota', MED, 2, 'S.D. Codified Laws § 15-2-14.1', 'From the act; continuous treatment may delay the start.'),
  rule('South Dakota', DEATH, 3, 'S.D. Codified Laws § 21-5-3', FROM_DEATH),

  general('Tennessee', 1, 'Tenn. Code Ann. § 28-3-104(a)(1)', '2 years when criminal charges are brought for the conduct that caused the injury (§ 28-3-104(a)(2)).'),
  rule('Tennessee', MED, 1, 'Tenn. Code Ann. § 29-26-116', 'From discovery; 3-year statute of repose (foreign objects excepted). The pre-suit notice (§ 29-26-121) extends the period 120 days.'),
  rule('Tennessee', DEATH, 1, 'Tenn. Code Ann. § 28-3-104(a)(1)', FROM_DEATH),
  rule('Tennessee', PRODUCT, 1, 'Tenn. Code Ann. §§ 28-3-104(a)(1), 29-28-103', 'Statute of repose: 10 years from first purchase or 1 year after the product\'s anticipated life (§ 29-28-103), with exceptions.'),

  general('Texas', 2, 'Tex. Civ. Prac. & Rem. Code § 16.003', 'Claims against a governmental unit: notice within 6 months (Tex. Civ. Prac. & Rem. Code § 101.101), often less under city charters.'),
  rule('Texas', MED, 2, 'Tex. Civ. Prac. & Rem. Code § 74.251', 'From the breach or the end of the course of treatment, not from discovery; 10-year statute of repose. The pre-suit notice (§ 74.051(c)) tolls the period 75 days.'),
  rule('Texas', DEATH, 2, 'Tex. Civ. Prac. & Rem. Code § 16.003(b)', FROM_DEATH),
  rule('Texas', PRODUCT, 2, 'Tex. Civ. Prac. & Rem. Code §§ 16.003, 16.012', '15-year statute of repose from sale (§ 16.012), with exceptions.'),

  general('Utah', 4, 'Utah Code § 78B-2-307(3)', 'Claims against a governmental entity: notice of claim within 1 year (Utah Code § 63G-7-402).'),
  rule('Utah', MED, 2, 'Utah Code § 78B-3-404', 'From discovery; never more than 4 years after the act, with exceptions.'),
  rule('Utah', DEATH, 2, 'Utah Code § 78B-2-304(2)', FROM_DEATH),
  rule('Utah', PRODUCT, 2, 'Utah Code § 78B-6-706', 'From when the harm and its cause were or should have been discovered.'),

  general('Vermont', 3, 'Vt. Stat. Ann. tit. 12, § 512(4)', 'Accrues when the injury and its cause are or should have been discovered.'),
  rule('Vermont', MED, 3, 'Vt. Stat. Ann. tit. 12, § 521', '3 years from the act or 2 years from discovery, whichever is later; never more than 7 years after the act (foreign objects excepted).'),
  rule('Vermont', DEATH, 2, 'Vt. Stat. Ann. tit. 14, § 1492(a)', 'From the discovery of the death (usually the date of death): enter the date of death as the incident date.'),

  general('Virginia', 2, 'Va. Code Ann. § 8.01-243(A)', 'Claims against the Commonwealth or a locality: notice within 1 year, 6 months for a locality (Va. Code Ann. §§ 8.01-195.6, 15.2-209).'),
  rule('Virginia', MED, 2, 'Va. Code Ann. § 8.01-243(A), (C)', 'Limited discovery exceptions (foreign objects, concealment): § 8.01-243(C).'),
  rule('Virginia', DEATH, 2, 'Va. Code Ann. § 8.01-244(B)', FROM_DEATH),

  general('Washington', 3, 'Wash. Rev. Code § 4.16.080(2)'),
  rule('Washington', MED, 3, 'Wash. Rev. Code § 4.16.350', '3 years from the act or 1 year from discovery, whichever is later; 8-year statute of repose.'),
  rule('Washington', PRODUCT, 3, 'Wash. Rev. Code § 7.72.060(3)', 'From discovery of the harm and its cause.'),

  general('West Virginia', 2, 'W. Va. Code § 55-2-12'),
  rule('West Virginia', MED, 2, 'W. Va. Code § 55-7B-4', 'From the injury or its discovery; never more than 10 years after it. A notice of claim is required before suit (§ 55-7B-6).'),
  rule('West Virginia', DEATH, 2, 'W. Va. Code § 55-7-6(d)', FROM_DEATH),

  general('Wisconsin', 3, 'Wis. Stat. § 893.54(1m)(a)', 'Claims against a governmental body: notice within 120 days (Wis. Stat. § 893.80).'),
  rule('Wisconsin', MED, 3, 'Wis. Stat. § 893.55', '3 years from the injury or 1 year from discovery, whichever is later; never more than 5 years after the act.'),
  rule('Wisconsin', DEATH, 2, 'Wis. Stat. § 893.54(1m)(b), (2m)', 'Deaths arising from a motor-vehicle accident: 2 years (§ 893.54(2m)); other wrongful deaths: 3 years (§ 893.54(1m)(b)). This row keeps the shorter period.'),

  general('Wyoming', 4, 'Wyo. Stat. Ann. § 1-3-105(a)(iv)(C)', 'Claims against a governmental entity: notice within 2 years (Wyo. Stat. Ann. § 1-39-113).'),
  rule('Wyoming', MED, 2, 'Wyo. Stat. Ann. § 1-3-107', 'From the act; if not reasonably discoverable, 2 years from discovery.'),
  rule('Wyoming', DEATH, 2, 'Wyo. Stat. Ann. § 1-38-102(d)', FROM_DEATH),

  general('Puerto Rico', 1, 'P.R. Civ. Code art. 1204 (2020); former art. 1868, 31 L.P.R.A. § 5298', 'Runs from when the injured person knew of the injury and who caused it. An extrajudicial claim interrupts prescription.'),

  general('Guam', 2, '7 Guam Code Ann. § 11306'),
  rule('Guam', MED, 1, '7 Guam Code Ann. § 11308', '1 year from discovery of the injury; never more than 3 years after the treatment. 1 year from the incident is the safe date.'),

  general('U.S. Virgin Islands', 2, 'V.I. Code Ann. tit. 5, § 31(5)(A)'),
];

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * The rule for a state and case type: the row for exactly that state and case type, else the
 * state's general row (`caseType: null`), else null (also when `state` is null). Names compare
 * case-insensitively, ignoring surrounding spaces. Works on the starter table or a firm's own.
 */
export function findRule<T extends { state: string; caseType: string | null }>(rules: T[], state: string | null, caseType: string | null): T | null {
  if (state === null) return null;
  const ofState = rules.filter((candidate) => same(candidate.state, state));
  return (
    (caseType !== null ? ofState.find((candidate) => same(candidate.caseType, caseType)) : undefined) ??
    ofState.find((candidate) => candidate.caseType === null) ??
    null
  );
}
