/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptInvitationInput = {
  password: string;
  token: string;
};

/** When the accident occurred, as the client answered. */
export type AccidentTiming =
  | 'LESS_THAN_TWO_WEEKS'
  | 'MORE_THAN_TWO_YEARS'
  | 'TWO_WEEKS_TO_TWO_YEARS';

export type AddCaseCostInput = {
  /** In cents, more than 0. */
  amountCents: number;
  category: CostCategory;
  description?: string | null | undefined;
  /** YYYY-MM-DD */
  incurredOn: string;
  matterId: string | number;
  payee: string;
  /** The receipt: a document of this case. */
  receiptDocumentId?: string | number | null | undefined;
  /** Paid back from the recovery. */
  reimbursable?: boolean;
};

export type AddContactNoteInput = {
  body: string;
  contactId: string | number;
  type?: string;
};

export type AddEconomicDamageInput = {
  /** In cents; worked out from the rate when one is given. */
  amountCents?: number | null | undefined;
  description?: string | null | undefined;
  documentId?: string | number | null | undefined;
  employer?: string | null | undefined;
  kind: DamageKind;
  matterId: string | number;
  paidBy?: string | null | undefined;
  /** YYYY-MM-DD */
  periodFrom?: string | null | undefined;
  /** YYYY-MM-DD */
  periodTo?: string | null | undefined;
  /** In cents per unit. */
  rateCents?: number | null | undefined;
  rateUnit?: RateUnit | null | undefined;
  /** In thousandths. */
  unitsThousandths?: number | null | undefined;
};

export type AddFirmUserInput = {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
  role?: Role;
  /** ACTIVE or SUSPENDED (Disabled). */
  status?: UserStatus;
};

export type AddInsurancePolicyInput = {
  /** The adjuster: a person contact of your firm. */
  adjusterId?: string | number | null | undefined;
  claimNumber?: string | null | undefined;
  claimStatus?: ClaimStatus;
  coverage: CoverageType;
  /** The party of this case the policy insures. */
  insuredPartyId?: string | number | null | undefined;
  /** The insurance company: a company contact of your firm. */
  insurerId: string | number;
  matterId: string | number;
  notes?: string | null | undefined;
  /** In cents. */
  perOccurrenceLimitCents?: number | null | undefined;
  /** In cents. */
  perPersonLimitCents?: number | null | undefined;
  policyNumber?: string | null | undefined;
  /** YYYY-MM-DD */
  reportedOn?: string | null | undefined;
};

export type AddLienInput = {
  /** The bills of this case it covers (none when left out). */
  billIds?: Array<string | number> | null | undefined;
  /** In cents. */
  claimedCents: number;
  /** In cents. */
  finalCents?: number | null | undefined;
  /** The lien letter: a document of this case. */
  letterDocumentId?: string | number | null | undefined;
  /** Who holds the lien: a contact of your firm. */
  lienholderId: string | number;
  matterId: string | number;
  notes?: string | null | undefined;
  /** In cents. */
  reductionRequestedCents?: number | null | undefined;
  status?: LienStatus;
  type: LienType;
};

export type AddMatterNoteInput = {
  body: string;
  matterId: string | number;
  type?: string;
};

export type AddMedicalBillInput = {
  /** Adjustments and write-offs, in cents. */
  adjustedCents?: number;
  /** In cents. */
  billedCents: number;
  /** The bill itself: a document of this case. */
  documentId?: string | number | null | undefined;
  /** Paid by health insurance, in cents. */
  healthPaidCents?: number;
  matterId: string | number;
  /** Paid by PIP or MedPay, in cents. */
  pipPaidCents?: number;
  /** YYYY-MM-DD: the first date of service. */
  serviceFrom: string;
  /** YYYY-MM-DD: the last date of service. */
  serviceTo?: string | null | undefined;
  /** The provider's treatment of this case the bill is for. */
  treatmentId: string | number;
};

export type AddNegotiationInput = {
  amountCents: number;
  /** YYYY-MM-DD */
  happenedOn: string;
  kind: NegotiationKind;
  letterDocumentId?: string | number | null | undefined;
  matterId: string | number;
  notes?: string | null | undefined;
  partyId?: string | number | null | undefined;
  policyId?: string | number | null | undefined;
  responseDueOn?: string | null | undefined;
};

/** A party: an existing contact (contactId) or a new one (newContact). */
export type AddPartyInput = {
  category: PartyCategory;
  comment?: string | null | undefined;
  contactId?: string | number | null | undefined;
  groupName?: string | null | undefined;
  matterId: string | number;
  newContact?: CreateContactInput | null | undefined;
  primaryComment?: string | null | undefined;
  primaryLabel?: string | null | undefined;
  relatedPartyId?: string | number | null | undefined;
  role?: string | null | undefined;
};

export type AddRecordsRequestInput = {
  /** What came: a document of this case. */
  documentId?: string | number | null | undefined;
  /** YYYY-MM-DD: when to chase it if nothing has come. */
  followUpOn: string;
  kind: RecordsRequestKind;
  matterId: string | number;
  /** YYYY-MM-DD */
  receivedOn?: string | null | undefined;
  /** YYYY-MM-DD */
  requestedOn: string;
  /** The provider's treatment of this case it is asked of. */
  treatmentId: string | number;
};

export type AddTreatmentInput = {
  /** YYYY-MM-DD */
  firstVisitOn?: string | null | undefined;
  /** YYYY-MM-DD */
  lastVisitOn?: string | null | undefined;
  matterId: string | number;
  notes?: string | null | undefined;
  /** The plaintiff treated: a plaintiff (or other plaintiff) of this case. */
  plaintiffPartyId: string | number;
  /** The provider: a contact of your firm. */
  providerId: string | number;
  status?: TreatmentStatus;
};

export type AiEventType =
  | 'DONE'
  | 'MESSAGE'
  | 'TOKEN';

export type AiMessageStatus =
  | 'COMPLETE'
  | 'FAILED'
  | 'STREAMING';

export type AiRole =
  | 'ASSISTANT'
  | 'USER';

/** Today, this week (from Monday), this calendar month or this calendar year, up to today. */
export type AiUsagePeriod =
  | 'DAY'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** MONTH: each day of the current month; YEAR: each month of the current year. */
export type AiUsageRange =
  | 'MONTH'
  | 'YEAR';

export type ApplyDeadlineChainInput = {
  matterId: string | number;
  templateId: string | number;
  /** YYYY-MM-DD */
  triggerDay: string;
};

/** A demand's package: the cover letter's template, the medical specials summary, the case's documents in this order. */
export type AssembleDemandPackageInput = {
  documentIds: Array<string | number>;
  includeSpecials?: boolean;
  negotiationId: string | number;
  templateId?: string | number | null | undefined;
};

export type BackOfficeRole =
  | 'ATTORNEY'
  | 'PARALEGAL';

/** Active or suspended (the list tabs and the status a platform admin may set). */
export type BackOfficeStatus =
  | 'ACTIVE'
  | 'SUSPENDED';

/** What the entry is: an event, a court hearing, an appointment (with a video link) or leave. */
export type CalendarEventKind =
  | 'APPOINTMENT'
  | 'COURT_HEARING'
  | 'EVENT'
  | 'LEAVE';

export type CaseRecordChange =
  | 'ADDED'
  | 'CHANGED'
  | 'REMOVED';

/** Which of a case's lists a record belongs to. */
export type CaseRecordKind =
  | 'COST'
  | 'DAMAGE'
  | 'FEE_AGREEMENT'
  | 'INSURANCE'
  | 'LIEN'
  | 'MEDICAL_BILL'
  | 'NEGOTIATION'
  | 'RECORDS_REQUEST'
  | 'SETTLEMENT'
  | 'STATEMENT'
  | 'TREATMENT';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ClaimStatus =
  | 'ACCEPTED'
  | 'CLOSED'
  | 'DENIED'
  | 'OPEN';

export type ContactAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  addressType?: string | null | undefined;
  city?: string | null | undefined;
  comments?: string | null | undefined;
  country?: string | null | undefined;
  county?: string | null | undefined;
  isPrimary?: boolean;
  state?: string | null | undefined;
  useOrgAddress?: boolean;
  zip?: string | null | undefined;
};

export type ContactIdentifier =
  | 'DRIVERS_LICENSE'
  | 'MEDICARE'
  | 'SSN'
  | 'TFN';

/** People and Company in the Contacts screens. */
export type ContactKind =
  | 'COMPANY'
  | 'PERSON';

export type ContactPhoneInput = {
  autoComments?: string | null | undefined;
  canText?: boolean;
  ext?: string | null | undefined;
  isPrimary?: boolean;
  number: string;
  type: string;
};

export type ContactSort =
  | 'NAME'
  | 'PHONE'
  | 'UPDATED';

export type CostCategory =
  | 'COURT_REPORTER'
  | 'DEPOSITION'
  | 'EXPERT'
  | 'FILING_FEE'
  | 'INVESTIGATION'
  | 'MEDICAL_RECORDS'
  | 'OTHER'
  | 'POSTAGE_AND_COPIES'
  | 'SERVICE_OF_PROCESS'
  | 'TRAVEL';

/** What a policy covers. */
export type CoverageType =
  | 'BODILY_INJURY_LIABILITY'
  | 'HEALTH'
  | 'MEDPAY'
  | 'OTHER'
  | 'PIP'
  | 'PROPERTY_DAMAGE'
  | 'UMBRELLA'
  | 'UNDERINSURED_MOTORIST'
  | 'UNINSURED_MOTORIST'
  | 'WORKERS_COMPENSATION';

export type CreateCalendarEventInput = {
  /** Default false. All-day events are days: send 00:00Z of the first and the last day. */
  allDay?: boolean | null | undefined;
  /** Who attends: active staff of the firm. New attendees are notified. */
  attendeeIds?: Array<string | number> | null | undefined;
  /** blue, green or red; null: the priority's colour. */
  color?: string | null | undefined;
  description?: string | null | undefined;
  /** After startsAt (timed) or on/after it (all-day); at most 14 days later. */
  endsAt: string;
  /** Default EVENT. */
  kind?: CalendarEventKind | null | undefined;
  location?: string | null | undefined;
  /** The case; null: not linked to a case. */
  matterId?: string | number | null | undefined;
  /** Default LOW. */
  priority?: EventPriority | null | undefined;
  /** Remind this many minutes before the start (0 to 10080); null: no reminder. */
  reminderMinutes?: number | null | undefined;
  startsAt: string;
  title: string;
  /** An http(s) address where an appointment is joined. */
  videoLink?: string | null | undefined;
};

export type CreateContactInput = {
  active?: boolean | null | undefined;
  addresses?: Array<ContactAddressInput> | null | undefined;
  birthPlace?: string | null | undefined;
  comments?: string | null | undefined;
  companyName?: string | null | undefined;
  contactType?: string | null | undefined;
  country?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  dateOfDeath?: string | null | undefined;
  description?: string | null | undefined;
  driversLicense?: string | null | undefined;
  driversLicenseState?: string | null | undefined;
  ein?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: Gender | null | undefined;
  height?: string | null | undefined;
  idNumber?: string | null | undefined;
  idState?: string | null | undefined;
  kind: ContactKind;
  language?: string | null | undefined;
  lastName?: string | null | undefined;
  locked?: boolean | null | undefined;
  maritalStatus?: string | null | undefined;
  marriageDate?: string | null | undefined;
  marriageLocation?: string | null | undefined;
  /** Medicare number (letters, digits, spaces and dashes). */
  medicare?: string | null | undefined;
  middleName?: string | null | undefined;
  mothersMaidenName?: string | null | undefined;
  nickName?: string | null | undefined;
  noAutoCommunication?: boolean | null | undefined;
  occupation?: string | null | undefined;
  organization?: string | null | undefined;
  otherEmails?: Array<string> | null | undefined;
  phones?: Array<ContactPhoneInput> | null | undefined;
  prefix?: string | null | undefined;
  preventMailing?: boolean | null | undefined;
  primaryLanguage?: string | null | undefined;
  race?: string | null | undefined;
  referredBy?: string | null | undefined;
  religion?: string | null | undefined;
  roles?: Array<string> | null | undefined;
  secondaryLanguage?: string | null | undefined;
  spouseName?: string | null | undefined;
  /** US Social Security number, 123-45-6789. */
  ssn?: string | null | undefined;
  suffix?: string | null | undefined;
  /** Australian tax file number (8 or 9 digits). */
  tfn?: string | null | undefined;
  websites?: Array<string> | null | undefined;
  weight?: string | null | undefined;
};

export type CreateDocumentTemplateInput = {
  body?: string | null | undefined;
  documentId?: string | number | null | undefined;
  name: string;
};

/** A new firm and its first firm admin, who is invited to set a password. */
export type CreateFirmInput = {
  admin: FirmAdminInput;
  email: string;
  name: string;
  phone?: string | null | undefined;
};

export type CreateFolderInput = {
  category?: string | null | undefined;
  /** The case; firm-wide when null (a sub-folder takes its parent's case). */
  matterId?: string | number | null | undefined;
  name: string;
  /** The folder to create it in; the top level when null. */
  parentId?: string | number | null | undefined;
};

export type CreateInvoiceInput = {
  /** A document of the invoice's case (uploaded through POST /api/files) to attach; null on update removes it. */
  attachmentDocumentId?: string | number | null | undefined;
  /** The client (a contact). */
  clientId: string | number;
  description?: string | null | undefined;
  /** YYYY-MM-DD */
  dueDate: string;
  /** YYYY-MM-DD; default today in the firm time zone. */
  invoiceDate?: string | null | undefined;
  lines: Array<InvoiceLineInput>;
  matterId: string | number;
};

export type CreateMatterInput = {
  caseGroup?: string | null | undefined;
  caseSubType?: string | null | undefined;
  caseType?: string | null | undefined;
  clientId?: string | number | null | undefined;
  court?: string | null | undefined;
  description?: string | null | undefined;
  facts?: string | null | undefined;
  /** Document folders to create with the case. */
  folders?: Array<string> | null | undefined;
  name: string;
  /** Left empty, the next free number is used (YYYY-NNNN). */
  number?: string | null | undefined;
  permission?: MatterPermission | null | undefined;
  practiceArea?: string | null | undefined;
  priority?: MatterPriority | null | undefined;
  /** Staff working on the case from the start (at most 10), in order. */
  staffIds?: Array<string | number> | null | undefined;
  stage?: string | null | undefined;
  /** With SPECIFIC_USERS: who may open the case (firm admins always may). */
  userIds?: Array<string | number> | null | undefined;
};

export type CreateTaskInput = {
  assigneeIds?: Array<string | number> | null | undefined;
  /** Default In Queue; the task goes at the end of the column. */
  column?: TaskColumn | null | undefined;
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  estimateMinutes?: number | null | undefined;
  /** The case; null: not linked to a case. */
  matterId?: string | number | null | undefined;
  priority?: TaskPriority | null | undefined;
  title: string;
  type?: string | null | undefined;
};

/** Lost wages, property damage, or another economic loss. */
export type DamageKind =
  | 'LOST_WAGES'
  | 'OTHER'
  | 'PROPERTY_DAMAGE';

export type DeadlineChainTemplateInput = {
  id?: string | number | null | undefined;
  name: string;
  steps: Array<DeadlineStepInput>;
  triggerLabel: string;
  version?: number | null | undefined;
};

/** Counted after the trigger, or back from it. */
export type DeadlineDirection =
  | 'AFTER'
  | 'BEFORE';

export type DeadlineStepInput = {
  amount: number;
  assigneeRole?: Role | null | undefined;
  createTask?: boolean;
  direction?: DeadlineDirection;
  /** Counted from this earlier step (its position, from 0); null: from the trigger. */
  fromPosition?: number | null | undefined;
  label: string;
  service?: ServiceMethod;
  unit: PeriodUnit;
};

/** A letter filled for a case: a saved template, or text being written; with a demand, its insurer, claim and amount. */
export type DemandLetterPreviewInput = {
  body?: string | null | undefined;
  matterId?: string | number | null | undefined;
  negotiationId?: string | number | null | undefined;
  templateId?: string | number | null | undefined;
};

/** The All / Folders / Documents filter. */
export type DocumentListKind =
  | 'ALL'
  | 'DOCUMENTS'
  | 'FOLDERS';

/** Folders always come first; a search orders by relevance. */
export type DocumentSort =
  | 'NAME'
  | 'RECEIVED_DATE'
  | 'RECENT';

/** Received by the firm, or sent by it. */
export type EmailDirection =
  | 'INBOUND'
  | 'OUTBOUND';

/** Imported from an .eml file, or recorded by hand. */
export type EmailOrigin =
  | 'IMPORTED'
  | 'RECORDED';

export type EmailSort =
  | 'CATEGORY'
  | 'DATE'
  | 'DESCRIPTION'
  | 'DIRECTION'
  | 'FROM'
  | 'REVIEWED';

/** Shown as a colour: high red, medium green, low blue. */
export type EventPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

/** What the percentage applies to: the gross recovery, or the recovery net of costs (ABA Model Rule 1.5(c)). */
export type FeeBasis =
  | 'GROSS'
  | 'NET';

/** Contingency (a percentage of the recovery), hourly, flat, or mixed (flat plus contingency). */
export type FeeKind =
  | 'CONTINGENCY'
  | 'FLAT'
  | 'HOURLY'
  | 'MIXED';

/** Before suit is filed, after the complaint is filed (Deadlines tab), on appeal. */
export type FeeStage =
  | 'APPEAL'
  | 'FILED'
  | 'PRE_SUIT';

/** The terms of a fee agreement. */
export type FeeTermsInput = {
  basis?: FeeBasis;
  flatCents?: number | null | undefined;
  hourlyRateCents?: number | null | undefined;
  kind: FeeKind;
  /** The percentages of a contingency or mixed fee. */
  tiers?: Array<FeeTierInput> | null | undefined;
};

export type FeeTierInput = {
  /** A percentage ("40", "33.33") or an exact fraction ("1/3"). */
  rate: string;
  stage: FeeStage;
  upToCents?: number | null | undefined;
};

export type FirmAdminInput = {
  email: string;
  firstName: string;
  lastName: string;
};

export type FirmSort =
  | 'CREATED'
  | 'EMAIL'
  | 'MEMBERS'
  | 'NAME';

/** Only an ACTIVE firm can sign in; suspending or deleting it ends its open sessions. */
export type FirmStatus =
  | 'ACTIVE'
  | 'DELETED'
  | 'SUSPENDED';

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

export type IncidentInput = {
  accidentTiming?: AccidentTiming | null | undefined;
  comments?: string | null | undefined;
  date?: string | null | undefined;
  facts?: string | null | undefined;
  injuryLocation?: InjuryLocation | null | undefined;
  liabilityCode?: string | null | undefined;
  mergedFacts?: string | null | undefined;
  noInjury?: boolean | null | undefined;
  otherInjuries?: string | null | undefined;
  previousAttorney?: boolean | null | undefined;
  propertyOwner?: string | null | undefined;
  reportedIncident?: boolean | null | undefined;
  seriousInjury?: boolean | null | undefined;
  state?: string | null | undefined;
};

export type InjuryLocation =
  | 'OTHER'
  | 'PARK'
  | 'PARKING_LOT'
  | 'RESIDENCE_APARTMENT'
  | 'RESIDENCE_HOUSE'
  | 'ROAD'
  | 'STORE_RETAIL'
  | 'WAREHOUSE';

export type IntakeInput = {
  caseGroup?: string | null | undefined;
  caseSubType?: string | null | undefined;
  caseType: string;
  facts?: string | null | undefined;
  /** Incident (state, start date, facts) and injury. */
  incident?: IncidentInput | null | undefined;
  /** The plaintiff: a new contact with address and details. */
  plaintiff: CreateContactInput;
  referral?: ReferralSourceInput | null | undefined;
  /** Staff working on the case from the start (at most 10), in order. */
  staffIds?: Array<string | number> | null | undefined;
};

/** UNPAID: not paid and not overdue. */
export type InvoiceFilter =
  | 'ALL'
  | 'OVERDUE'
  | 'PAID'
  | 'UNPAID';

export type InvoiceLineInput = {
  /** A cost of the invoice's case not yet billed: the line bills it as an expense (its amount, quantity 1, its UTBMS expense code). */
  costId?: string | number | null | undefined;
  /** What was done; on a line billing a cost, empty for the cost's own description. */
  description: string;
  /** Hours or units: a decimal with up to 3 decimals, e.g. "1.5". */
  quantity: string;
  /** In cents. */
  rateCents: number;
  /** UTBMS activity code like A101. */
  utbmsActivityCode?: string | null | undefined;
  /** UTBMS task code like L110. */
  utbmsTaskCode?: string | null | undefined;
};

export type InvoiceSort =
  | 'BALANCE'
  | 'CASE'
  | 'CLIENT'
  | 'CREATED'
  | 'DUE_DATE'
  | 'NUMBER'
  | 'STATUS'
  | 'TOTAL';

/** Derived: PAID when the balance is 0, OVERDUE past the due date (firm time zone), else UNPAID. */
export type InvoiceStatus =
  | 'OVERDUE'
  | 'PAID'
  | 'UNPAID';

export type LienStatus =
  | 'ASSERTED'
  | 'FINAL'
  | 'NEGOTIATING'
  | 'PAID';

export type LienType =
  | 'CHILD_SUPPORT'
  | 'ERISA_PLAN'
  | 'HOSPITAL_LIEN'
  | 'LETTER_OF_PROTECTION'
  | 'MEDICAID'
  | 'MEDICARE'
  | 'OTHER'
  | 'PRIVATE_HEALTH_INSURANCE';

export type LimitationRuleInput = {
  /** Null: every case type without its own rule. */
  caseType?: string | null | undefined;
  days: number;
  discoveryNote?: string | null | undefined;
  months: number;
  source?: string | null | undefined;
  state: string;
  years: number;
};

export type LimitationRulesInput = {
  rules: Array<LimitationRuleInput>;
};

/** EVERYONE: the whole firm. SPECIFIC_USERS: only the listed users, plus firm admins. */
export type MatterPermission =
  | 'EVERYONE'
  | 'SPECIFIC_USERS';

export type MatterPriority =
  | 'HIGH'
  | 'LOW'
  | 'NORMAL';

export type MatterSort =
  | 'BEST_OFFER'
  | 'CREATED'
  | 'DEFENDANT'
  | 'DEFENDANT_INSURANCE'
  | 'DEMAND'
  | 'INCIDENT_DATE'
  | 'NAME'
  | 'NEXT_TASK_DUE'
  | 'NUMBER'
  | 'PLAINTIFF_INSURANCE'
  | 'PRIORITY'
  | 'STAFF'
  | 'STAGE'
  | 'STATUS'
  | 'STATUS_DAYS'
  | 'TYPE';

export type MatterStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PENDING';

export type MessageEventType =
  | 'MESSAGE'
  | 'READ';

/** Drag and drop (or resize) on the calendar: the new times, over the version seen. */
export type MoveCalendarEventInput = {
  /** Dropped into (true) or out of (false) the all-day row; absent: unchanged. */
  allDay?: boolean | null | undefined;
  endsAt: string;
  id: string | number;
  startsAt: string;
  version: number;
};

/** Drag and drop: the column and the task it goes before (none: the end). */
export type MoveTaskInput = {
  beforeId?: string | number | null | undefined;
  column: TaskColumn;
  id: string | number;
};

export type NegotiationKind =
  | 'COUNTER_DEMAND'
  | 'COUNTER_OFFER'
  | 'DEMAND'
  | 'OFFER'
  | 'POLICY_LIMITS_DEMAND';

export type NoteSort =
  | 'DATE'
  | 'STAFF'
  | 'TYPE';

export type NotificationType =
  | 'EVENT'
  | 'INVOICE'
  | 'MESSAGE'
  | 'SETTLEMENT'
  | 'TASK';

export type OptionListKey =
  | 'ADDRESS_TYPES'
  | 'ADVERTISING_SOURCES'
  | 'ATTORNEYS'
  | 'CASE_GROUPS'
  | 'CASE_TYPES'
  | 'COUNTRIES'
  | 'DOCUMENT_CATEGORIES'
  | 'LANGUAGES'
  | 'LAW_FIRMS'
  | 'LIABILITY_CODES'
  | 'MATTER_STAGES'
  | 'PARTY_LABELS'
  | 'PARTY_ROLES'
  | 'PRACTICE_AREAS'
  | 'PREFIXES'
  | 'REFERRAL_SOURCE_NAMES'
  | 'RELATIONSHIPS'
  | 'STATES'
  | 'SUFFIXES';

export type OtherDeductionInput = {
  amountCents: number;
  description: string;
};

/** The sub-tab a party is listed on: four on the plaintiff side, three on the defendant side. */
export type PartyCategory =
  | 'COUNTER_CLAIM'
  | 'DEFENDANT'
  | 'NON_PARTY_CONTACT'
  | 'OTHER_PLAINTIFF'
  | 'PLAINTIFF'
  | 'PLAINTIFF_CONTACT'
  | 'THIRD_PARTY_ACTION';

export type PaymentMethod =
  | 'ACH'
  | 'CARD'
  | 'CASH'
  | 'CHECK'
  | 'OTHER'
  | 'WIRE';

export type PeriodUnit =
  | 'DAYS'
  | 'MONTHS'
  | 'WEEKS'
  | 'YEARS';

export type PersonSort =
  | 'CREATED'
  | 'EMAIL'
  | 'FIRM'
  | 'NAME'
  | 'PHONE';

export type RateUnit =
  | 'DAY'
  | 'HOUR'
  | 'MONTH'
  | 'WEEK';

/** An email recorded by hand on a case. */
export type RecordEmailInput = {
  bodyText?: string | null | undefined;
  category?: string | null | undefined;
  description: string;
  direction: EmailDirection;
  fromAddress: string;
  matterId: string | number;
  /** When it was sent. */
  sentAt: string;
  subCategory?: string | null | undefined;
  toAddresses?: string;
};

export type RecordPaymentInput = {
  /** In cents. */
  amountCents: number;
  invoiceId: string | number;
  method: PaymentMethod;
  /** YYYY-MM-DD */
  paidOn: string;
  reference?: string | null | undefined;
  /** The invoice's version as you saw it. */
  version: number;
};

export type RecordSettlementInput = {
  amountCents: number;
  matterId: string | number;
  policyId?: string | number | null | undefined;
  /** YYYY-MM-DD */
  settledOn: string;
  /** Each plaintiff's share, adding up to the amount; null: the case's plaintiffs share equally (largest remainder). */
  shares?: Array<SettlementShareInput> | null | undefined;
  terms?: string | null | undefined;
};

/** What was asked of the provider: records, bills, or both. */
export type RecordsRequestKind =
  | 'BILLS'
  | 'BOTH'
  | 'RECORDS';

export type ReferralSourceInput = {
  advertisingComments?: string | null | undefined;
  advertisingSource?: string | null | undefined;
  attorney?: string | null | undefined;
  lawFirm?: string | null | undefined;
  lawFirmComments?: string | null | undefined;
  otherComments?: string | null | undefined;
  relationship?: string | null | undefined;
  sourceName?: string | null | undefined;
};

export type RenameAiChatInput = {
  id: string | number;
  title: string;
};

export type Role =
  | 'ATTORNEY'
  | 'CLIENT'
  | 'FIRM_ADMIN'
  | 'PARALEGAL'
  | 'PLATFORM_ADMIN'
  | 'STAFF';

/** A case's fee agreement: its terms, the signed copy, an appeal. */
export type SaveFeeAgreementInput = {
  appealFiledOn?: string | null | undefined;
  documentId?: string | number | null | undefined;
  matterId: string | number;
  notes?: string | null | undefined;
  signedOn?: string | null | undefined;
  terms: FeeTermsInput;
  /** The version you saw (null: the case has none yet). */
  version?: number | null | undefined;
};

export type SaveFirmFeeDefaultsInput = {
  terms: FeeTermsInput;
  /** The version you saw (null: none saved yet). */
  version?: number | null | undefined;
};

/** The tabs of the search modal. */
export type SearchKind =
  | 'CASES'
  | 'CONTACTS'
  | 'DOCUMENTS'
  | 'TASKS';

export type SendAiMessageInput = {
  /** Left out, a new chat starts (titled from this message). */
  chatId?: string | number | null | undefined;
  content: string;
  /** Chosen by the client (a UUID): sending again with the same id never duplicates. */
  id: string | number;
};

export type SendMessageInput = {
  body: string;
  conversationId: string | number;
  /** Chosen by the client (a UUID): sending again with the same id never duplicates the message. */
  id: string | number;
};

/** How the triggering paper was served; mail, leaving it with the clerk and other consented means add 3 days (Fed. R. Civ. P. 6(d)). */
export type ServiceMethod =
  | 'CLERK'
  | 'MAIL'
  | 'NONE'
  | 'OTHER_CONSENTED';

export type SessionEndReason =
  | 'ACCOUNT_SUSPENDED'
  | 'EXPIRED'
  | 'PASSWORD_CHANGED'
  | 'SIGNED_OUT';

export type SetOptionListInput = {
  key: OptionListKey;
  /** The new list; null goes back to the defaults. */
  values?: Array<string> | null | undefined;
};

export type SettlementShareInput = {
  amountCents: number;
  plaintiffPartyId: string | number;
};

export type SignInInput = {
  email: string;
  password: string;
};

export type SignStatementInput = {
  id: string | number;
  /** The signed copy: a document of the case. */
  signedDocumentId?: string | number | null | undefined;
  /** YYYY-MM-DD */
  signedOn: string;
  version: number;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StatementLineKind =
  | 'COST'
  | 'FEE'
  | 'LIEN'
  | 'MEDICAL_BILL'
  | 'OTHER';

/** Draft (prepared, changes freely), Finalized (locked: a change makes a new version), Signed by the client. */
export type StatementState =
  | 'DRAFT'
  | 'FINALIZED'
  | 'SIGNED';

/** Which statute of a case: the whole case (no parties) or a plaintiff–defendant pair. */
export type StatuteKeyInput = {
  defendantPartyId?: string | number | null | undefined;
  matterId: string | number;
  plaintiffPartyId?: string | number | null | undefined;
};

export type StatuteOverrideInput = {
  /** YYYY-MM-DD; null removes the override. */
  day?: string | null | undefined;
  defendantPartyId?: string | number | null | undefined;
  matterId: string | number;
  plaintiffPartyId?: string | number | null | undefined;
  reason?: string | null | undefined;
};

export type StatuteSatisfiedInput = {
  defendantPartyId?: string | number | null | undefined;
  /** YYYY-MM-DD: when the complaint was filed. */
  filedOn: string;
  matterId: string | number;
  note?: string | null | undefined;
  plaintiffPartyId?: string | number | null | undefined;
};

export type StatuteSort =
  | 'CASE'
  | 'DUE'
  | 'STATE';

export type StatuteStatus =
  | 'AT_RISK'
  | 'OPEN'
  | 'PASSED'
  | 'SATISFIED'
  | 'UNKNOWN';

/** Tolling: a number of days, or a range of days (from–to) that stop the clock. */
export type StatuteTollingInput = {
  days?: number | null | undefined;
  defendantPartyId?: string | number | null | undefined;
  fromDay?: string | null | undefined;
  matterId: string | number;
  plaintiffPartyId?: string | number | null | undefined;
  reason: string;
  toDay?: string | null | undefined;
};

/** The board columns: In Queue, In Progress, Need Revision, Complete. */
export type TaskColumn =
  | 'DONE'
  | 'IN_PROGRESS'
  | 'IN_QUEUE'
  | 'NEED_REVISION';

export type TaskPriority =
  | 'HIGH'
  | 'LOW'
  | 'NORMAL'
  | 'URGENT';

export type TaskSort =
  | 'CREATED'
  | 'DUE_DATE'
  | 'POSITION'
  | 'PRIORITY'
  | 'STATUS'
  | 'TITLE'
  | 'TYPE';

export type TimelineEntryInput = {
  date: string;
  time?: string | null | undefined;
  title: string;
};

export type TreatmentStatus =
  | 'GAP_IN_TREATMENT'
  | 'REFERRED_OUT'
  | 'RELEASED'
  | 'TREATING';

export type UpdateBackOfficePersonInput = {
  firstName: string;
  id: string | number;
  lastName: string;
  phone?: string | null | undefined;
  status: BackOfficeStatus;
  /** The version you saw. */
  version: number;
};

/** The fields to change (absent ones stay), over the version the editor started from. */
export type UpdateCalendarEventInput = {
  /** Default false. All-day events are days: send 00:00Z of the first and the last day. */
  allDay?: boolean | null | undefined;
  /** Who attends: active staff of the firm. New attendees are notified. */
  attendeeIds?: Array<string | number> | null | undefined;
  /** blue, green or red; null: the priority's colour. */
  color?: string | null | undefined;
  description?: string | null | undefined;
  endsAt?: string | null | undefined;
  id: string | number;
  /** Default EVENT. */
  kind?: CalendarEventKind | null | undefined;
  location?: string | null | undefined;
  /** The case; null: not linked to a case. */
  matterId?: string | number | null | undefined;
  /** Default LOW. */
  priority?: EventPriority | null | undefined;
  /** Remind this many minutes before the start (0 to 10080); null: no reminder. */
  reminderMinutes?: number | null | undefined;
  startsAt?: string | null | undefined;
  title?: string | null | undefined;
  version: number;
  /** An http(s) address where an appointment is joined. */
  videoLink?: string | null | undefined;
};

export type UpdateCaseCostInput = {
  /** In cents, more than 0. */
  amountCents: number;
  category: CostCategory;
  description?: string | null | undefined;
  id: string | number;
  /** YYYY-MM-DD */
  incurredOn: string;
  payee: string;
  /** The receipt: a document of this case. */
  receiptDocumentId?: string | number | null | undefined;
  /** Paid back from the recovery. */
  reimbursable?: boolean;
  version: number;
};

export type UpdateContactInput = {
  active?: boolean | null | undefined;
  addresses?: Array<ContactAddressInput> | null | undefined;
  birthPlace?: string | null | undefined;
  comments?: string | null | undefined;
  companyName?: string | null | undefined;
  contactType?: string | null | undefined;
  country?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  dateOfDeath?: string | null | undefined;
  description?: string | null | undefined;
  driversLicense?: string | null | undefined;
  driversLicenseState?: string | null | undefined;
  ein?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: Gender | null | undefined;
  height?: string | null | undefined;
  id: string | number;
  idNumber?: string | null | undefined;
  idState?: string | null | undefined;
  language?: string | null | undefined;
  lastName?: string | null | undefined;
  locked?: boolean | null | undefined;
  maritalStatus?: string | null | undefined;
  marriageDate?: string | null | undefined;
  marriageLocation?: string | null | undefined;
  /** Medicare number (letters, digits, spaces and dashes). */
  medicare?: string | null | undefined;
  middleName?: string | null | undefined;
  mothersMaidenName?: string | null | undefined;
  nickName?: string | null | undefined;
  noAutoCommunication?: boolean | null | undefined;
  occupation?: string | null | undefined;
  organization?: string | null | undefined;
  otherEmails?: Array<string> | null | undefined;
  phones?: Array<ContactPhoneInput> | null | undefined;
  prefix?: string | null | undefined;
  preventMailing?: boolean | null | undefined;
  primaryLanguage?: string | null | undefined;
  race?: string | null | undefined;
  referredBy?: string | null | undefined;
  religion?: string | null | undefined;
  roles?: Array<string> | null | undefined;
  secondaryLanguage?: string | null | undefined;
  spouseName?: string | null | undefined;
  /** US Social Security number, 123-45-6789. */
  ssn?: string | null | undefined;
  suffix?: string | null | undefined;
  /** Australian tax file number (8 or 9 digits). */
  tfn?: string | null | undefined;
  /** The version the editor started from; a newer one answers CONFLICT. */
  version: number;
  websites?: Array<string> | null | undefined;
  weight?: string | null | undefined;
};

export type UpdateDocumentTemplateInput = {
  body?: string | null | undefined;
  documentId?: string | number | null | undefined;
  id: string | number;
  name: string;
  version: number;
};

export type UpdateEconomicDamageInput = {
  /** In cents; worked out from the rate when one is given. */
  amountCents?: number | null | undefined;
  description?: string | null | undefined;
  documentId?: string | number | null | undefined;
  employer?: string | null | undefined;
  id: string | number;
  kind: DamageKind;
  paidBy?: string | null | undefined;
  /** YYYY-MM-DD */
  periodFrom?: string | null | undefined;
  /** YYYY-MM-DD */
  periodTo?: string | null | undefined;
  /** In cents per unit. */
  rateCents?: number | null | undefined;
  rateUnit?: RateUnit | null | undefined;
  /** In thousandths. */
  unitsThousandths?: number | null | undefined;
  version: number;
};

/** Files an email's category and sub-category, or corrects its subject. */
export type UpdateEmailInput = {
  category?: string | null | undefined;
  description?: string | null | undefined;
  id: string | number;
  subCategory?: string | null | undefined;
  version: number;
};

export type UpdateFirmInput = {
  email?: string | null | undefined;
  id: string | number;
  name: string;
  phone?: string | null | undefined;
  status: BackOfficeStatus;
  /** The version you saw. */
  version: number;
};

/** Every choice at once, with the version you saw (0 for a firm that never saved any). */
export type UpdateFirmPermissionsInput = {
  attorneysManageBilling: boolean;
  paralegalsSeeBilling: boolean;
  staffExportLists: boolean;
  staffSeeBilling: boolean;
  version: number;
};

/** Edit a firm user, with the version you saw. */
export type UpdateFirmUserInput = {
  firstName: string;
  id: string | number;
  lastName: string;
  phone?: string | null | undefined;
  role: Role;
  /** ACTIVE, SUSPENDED (Disabled) or DELETED; DELETED back to ACTIVE restores. */
  status: UserStatus;
  version: number;
};

export type UpdateIncidentInput = {
  accidentTiming?: AccidentTiming | null | undefined;
  comments?: string | null | undefined;
  date?: string | null | undefined;
  facts?: string | null | undefined;
  injuryLocation?: InjuryLocation | null | undefined;
  liabilityCode?: string | null | undefined;
  matterId: string | number;
  mergedFacts?: string | null | undefined;
  noInjury?: boolean | null | undefined;
  otherInjuries?: string | null | undefined;
  previousAttorney?: boolean | null | undefined;
  propertyOwner?: string | null | undefined;
  reportedIncident?: boolean | null | undefined;
  seriousInjury?: boolean | null | undefined;
  state?: string | null | undefined;
  /** The case's version the editor started from. */
  version: number;
};

/** Saves every field over the version the editor started from. */
export type UpdateInsurancePolicyInput = {
  /** The adjuster: a person contact of your firm. */
  adjusterId?: string | number | null | undefined;
  claimNumber?: string | null | undefined;
  claimStatus?: ClaimStatus;
  coverage: CoverageType;
  id: string | number;
  /** The party of this case the policy insures. */
  insuredPartyId?: string | number | null | undefined;
  /** The insurance company: a company contact of your firm. */
  insurerId: string | number;
  notes?: string | null | undefined;
  /** In cents. */
  perOccurrenceLimitCents?: number | null | undefined;
  /** In cents. */
  perPersonLimitCents?: number | null | undefined;
  policyNumber?: string | null | undefined;
  /** YYYY-MM-DD */
  reportedOn?: string | null | undefined;
  version: number;
};

/** Given lines replace all the lines. */
export type UpdateInvoiceInput = {
  /** A document of the invoice's case (uploaded through POST /api/files) to attach; null on update removes it. */
  attachmentDocumentId?: string | number | null | undefined;
  clientId?: string | number | null | undefined;
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  id: string | number;
  /** YYYY-MM-DD; default today in the firm time zone. */
  invoiceDate?: string | null | undefined;
  lines?: Array<InvoiceLineInput> | null | undefined;
  matterId?: string | number | null | undefined;
  version: number;
};

export type UpdateLienInput = {
  /** The bills of this case it covers (none when left out). */
  billIds?: Array<string | number> | null | undefined;
  /** In cents. */
  claimedCents: number;
  /** In cents. */
  finalCents?: number | null | undefined;
  id: string | number;
  /** The lien letter: a document of this case. */
  letterDocumentId?: string | number | null | undefined;
  /** Who holds the lien: a contact of your firm. */
  lienholderId: string | number;
  notes?: string | null | undefined;
  /** In cents. */
  reductionRequestedCents?: number | null | undefined;
  status?: LienStatus;
  type: LienType;
  version: number;
};

export type UpdateMatterInput = {
  caseGroup?: string | null | undefined;
  caseSubType?: string | null | undefined;
  caseType?: string | null | undefined;
  clientId?: string | number | null | undefined;
  court?: string | null | undefined;
  description?: string | null | undefined;
  facts?: string | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  /** Left empty, the next free number is used (YYYY-NNNN). */
  number?: string | null | undefined;
  permission?: MatterPermission | null | undefined;
  practiceArea?: string | null | undefined;
  priority?: MatterPriority | null | undefined;
  stage?: string | null | undefined;
  /** A change is recorded with its date. */
  status?: MatterStatus | null | undefined;
  /** With SPECIFIC_USERS: who may open the case (firm admins always may). */
  userIds?: Array<string | number> | null | undefined;
  version: number;
};

export type UpdateMedicalBillInput = {
  /** Adjustments and write-offs, in cents. */
  adjustedCents?: number;
  /** In cents. */
  billedCents: number;
  /** The bill itself: a document of this case. */
  documentId?: string | number | null | undefined;
  /** Paid by health insurance, in cents. */
  healthPaidCents?: number;
  id: string | number;
  /** Paid by PIP or MedPay, in cents. */
  pipPaidCents?: number;
  /** YYYY-MM-DD: the first date of service. */
  serviceFrom: string;
  /** YYYY-MM-DD: the last date of service. */
  serviceTo?: string | null | undefined;
  /** The provider's treatment of this case the bill is for. */
  treatmentId: string | number;
  version: number;
};

export type UpdateMyProfileInput = {
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
  /** The version of yourself you saw. */
  version: number;
};

export type UpdateNegotiationInput = {
  amountCents: number;
  /** YYYY-MM-DD */
  happenedOn: string;
  id: string | number;
  kind: NegotiationKind;
  letterDocumentId?: string | number | null | undefined;
  notes?: string | null | undefined;
  partyId?: string | number | null | undefined;
  policyId?: string | number | null | undefined;
  responseDueOn?: string | null | undefined;
  version: number;
};

/** Edits a note over the version it was read at; its author or a firm admin may. */
export type UpdateNoteInput = {
  body?: string | null | undefined;
  id: string | number;
  type?: string | null | undefined;
  version: number;
};

export type UpdatePartyInput = {
  comment?: string | null | undefined;
  groupName?: string | null | undefined;
  id: string | number;
  primaryComment?: string | null | undefined;
  primaryLabel?: string | null | undefined;
  relatedPartyId?: string | number | null | undefined;
  role?: string | null | undefined;
  version: number;
};

export type UpdateRecordsRequestInput = {
  /** What came: a document of this case. */
  documentId?: string | number | null | undefined;
  /** YYYY-MM-DD: when to chase it if nothing has come. */
  followUpOn: string;
  id: string | number;
  kind: RecordsRequestKind;
  /** YYYY-MM-DD */
  receivedOn?: string | null | undefined;
  /** YYYY-MM-DD */
  requestedOn: string;
  /** The provider's treatment of this case it is asked of. */
  treatmentId: string | number;
  version: number;
};

export type UpdateSettlementInput = {
  amountCents: number;
  id: string | number;
  policyId?: string | number | null | undefined;
  /** YYYY-MM-DD */
  settledOn: string;
  /** Each plaintiff's share, adding up to the amount; null: the case's plaintiffs share equally (largest remainder). */
  shares?: Array<SettlementShareInput> | null | undefined;
  terms?: string | null | undefined;
  version: number;
};

/** A draft statement's choices. */
export type UpdateStatementInput = {
  /** The keys of the lines left out. */
  excluded: Array<string>;
  /** The fee as edited (null: as the agreement gives it). */
  feeOverrideCents?: number | null | undefined;
  feeOverrideReason?: string | null | undefined;
  id: string | number;
  others: Array<OtherDeductionInput>;
  /** The keys of the liens reduced for their share of fee and costs (common fund). */
  procurement: Array<string>;
  reduceProRata: boolean;
  version: number;
};

export type UpdateTaskInput = {
  assigneeIds?: Array<string | number> | null | undefined;
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  estimateMinutes?: number | null | undefined;
  id: string | number;
  /** The case; null: not linked to a case. */
  matterId?: string | number | null | undefined;
  priority?: TaskPriority | null | undefined;
  title?: string | null | undefined;
  type?: string | null | undefined;
  version: number;
};

export type UpdateTreatmentInput = {
  /** YYYY-MM-DD */
  firstVisitOn?: string | null | undefined;
  id: string | number;
  /** YYYY-MM-DD */
  lastVisitOn?: string | null | undefined;
  notes?: string | null | undefined;
  /** The plaintiff treated: a plaintiff (or other plaintiff) of this case. */
  plaintiffPartyId: string | number;
  /** The provider: a contact of your firm. */
  providerId: string | number;
  status?: TreatmentStatus;
  version: number;
};

/** Saves every field and the whole step list over the version the editor started from. */
export type UpdateWorkflowTemplateInput = {
  active?: boolean;
  /** One of the firm’s case types; null: any case type. */
  caseType?: string | null | undefined;
  id: string | number;
  name: string;
  /** Required with ON_STAGE: one of the firm’s matter stages. */
  stage?: string | null | undefined;
  steps: Array<WorkflowStepInput>;
  trigger: WorkflowTrigger;
  version: number;
};

/** Only ACTIVE users can sign in; suspending or deleting a user ends their sessions. */
export type UserStatus =
  | 'ACTIVE'
  | 'DELETED'
  | 'SUSPENDED';

/** A step of a template, in the order of the list. */
export type WorkflowStepInput = {
  /** ATTORNEY, PARALEGAL, STAFF or FIRM_ADMIN; null: unassigned. */
  assigneeRole?: Role | null | undefined;
  description?: string | null | undefined;
  /** Days after the day the template is applied; null: no due date. */
  dueOffsetDays?: number | null | undefined;
  /** Default NORMAL. */
  priority?: TaskPriority | null | undefined;
  title: string;
  type?: string | null | undefined;
};

export type WorkflowTemplateInput = {
  active?: boolean;
  /** One of the firm’s case types; null: any case type. */
  caseType?: string | null | undefined;
  name: string;
  /** Required with ON_STAGE: one of the firm’s matter stages. */
  stage?: string | null | undefined;
  steps: Array<WorkflowStepInput>;
  trigger: WorkflowTrigger;
};

/** When a template applies itself: as a case is opened, as a case reaches a stage, or only when someone applies it. */
export type WorkflowTrigger =
  | 'MANUAL'
  | 'ON_CREATE'
  | 'ON_STAGE';

export type BackOfficeFirmRowFragment = { __typename: 'BackOfficeFirm', id: string, name: string, email: string | null, phone: string | null, status: FirmStatus, avatarUrl: string | null, totalMembers: number, version: number };

export type BackOfficePersonRowFragment = { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, status: UserStatus, version: number, firm: { __typename: 'Firm', id: string, name: string, status: FirmStatus } | null };

export type BackOfficeTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type BackOfficeTotalsQuery = { backOfficeTotals: { __typename: 'BackOfficeTotals', firms: { __typename: 'BackOfficeFigure', total: number, yesterday: number }, attorneys: { __typename: 'BackOfficeFigure', total: number, yesterday: number }, paralegals: { __typename: 'BackOfficeFigure', total: number, yesterday: number } } };

export type BackOfficeAiUsageQueryVariables = Exact<{
  period: AiUsagePeriod;
}>;


export type BackOfficeAiUsageQuery = { backOfficeAiUsage: { __typename: 'AiUsageTotal', period: AiUsagePeriod, words: number, from: string, to: string } };

export type BackOfficeAiUsageSeriesQueryVariables = Exact<{
  range: AiUsageRange;
}>;


export type BackOfficeAiUsageSeriesQuery = { backOfficeAiUsageSeries: { __typename: 'AiUsageSeries', range: AiUsageRange, points: Array<{ __typename: 'AiUsagePoint', label: string, start: string, words: number }> } };

export type BackOfficeTopFirmsQueryVariables = Exact<{ [key: string]: never; }>;


export type BackOfficeTopFirmsQuery = { backOfficeTopFirms: Array<{ __typename: 'ActiveFirm', activeMembers: number, aiWords: number, firm: { __typename: 'BackOfficeFirm', id: string, name: string, email: string | null, phone: string | null, status: FirmStatus, avatarUrl: string | null, totalMembers: number, version: number } }> };

export type BackOfficeFirmsQueryVariables = Exact<{
  status?: BackOfficeStatus | null | undefined;
  search?: string | null | undefined;
  sortBy?: FirmSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type BackOfficeFirmsQuery = { backOfficeFirms: { __typename: 'BackOfficeFirmPage', totalCount: number, items: Array<{ __typename: 'BackOfficeFirm', id: string, name: string, email: string | null, phone: string | null, status: FirmStatus, avatarUrl: string | null, totalMembers: number, version: number }> } };

export type BackOfficePeopleQueryVariables = Exact<{
  role: BackOfficeRole;
  status?: BackOfficeStatus | null | undefined;
  search?: string | null | undefined;
  sortBy?: PersonSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type BackOfficePeopleQuery = { backOfficePeople: { __typename: 'BackOfficePersonPage', totalCount: number, items: Array<{ __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, status: UserStatus, version: number, firm: { __typename: 'Firm', id: string, name: string, status: FirmStatus } | null }> } };

export type CreateFirmMutationVariables = Exact<{
  input: CreateFirmInput;
}>;


export type CreateFirmMutation = { createFirm: { __typename: 'CreatedFirm', invitationUrl: string, invitationExpiresAt: string, admin: { __typename: 'User', id: string, fullName: string, email: string }, firm: { __typename: 'BackOfficeFirm', id: string, name: string, email: string | null, phone: string | null, status: FirmStatus, avatarUrl: string | null, totalMembers: number, version: number } } };

export type UpdateFirmMutationVariables = Exact<{
  input: UpdateFirmInput;
}>;


export type UpdateFirmMutation = { updateFirm: { __typename: 'BackOfficeFirm', id: string, name: string, email: string | null, phone: string | null, status: FirmStatus, avatarUrl: string | null, totalMembers: number, version: number } };

export type SetFirmStatusMutationVariables = Exact<{
  id: string | number;
  version: number;
  status: BackOfficeStatus;
}>;


export type SetFirmStatusMutation = { setFirmStatus: { __typename: 'BackOfficeFirm', id: string, name: string, email: string | null, phone: string | null, status: FirmStatus, avatarUrl: string | null, totalMembers: number, version: number } };

export type DeleteFirmMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteFirmMutation = { deleteFirm: boolean };

export type UpdateBackOfficePersonMutationVariables = Exact<{
  input: UpdateBackOfficePersonInput;
}>;


export type UpdateBackOfficePersonMutation = { updateBackOfficePerson: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, status: UserStatus, version: number, firm: { __typename: 'Firm', id: string, name: string, status: FirmStatus } | null } };

export type SetBackOfficePersonStatusMutationVariables = Exact<{
  id: string | number;
  version: number;
  status: BackOfficeStatus;
}>;


export type SetBackOfficePersonStatusMutation = { setBackOfficePersonStatus: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, status: UserStatus, version: number, firm: { __typename: 'Firm', id: string, name: string, status: FirmStatus } | null } };

export type DeleteBackOfficePersonMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteBackOfficePersonMutation = { deleteBackOfficePerson: boolean };

export type FirmPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FirmPermissionsQuery = { firmPermissions: { __typename: 'FirmRolePermissions', paralegalsSeeBilling: boolean, staffSeeBilling: boolean, attorneysManageBilling: boolean, staffExportLists: boolean, version: number } };

export type UpdateFirmPermissionsMutationVariables = Exact<{
  input: UpdateFirmPermissionsInput;
}>;


export type UpdateFirmPermissionsMutation = { updateFirmPermissions: { __typename: 'FirmRolePermissions', paralegalsSeeBilling: boolean, staffSeeBilling: boolean, attorneysManageBilling: boolean, staffExportLists: boolean, version: number } };

export type RoleUserFieldsFragment = { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, status: UserStatus, invitationPending: boolean, version: number };

export type RoleUsersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  status?: UserStatus | null | undefined;
  search?: string | null | undefined;
}>;


export type RoleUsersQuery = { firmUsers: { __typename: 'UserPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, status: UserStatus, invitationPending: boolean, version: number }> } };

export type AddFirmUserMutationVariables = Exact<{
  input: AddFirmUserInput;
}>;


export type AddFirmUserMutation = { addFirmUser: { __typename: 'AddedFirmUser', user: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, status: UserStatus, invitationPending: boolean, version: number }, invitation: { __typename: 'IssuedInvitationLink', url: string, expiresAt: string } } };

export type UpdateFirmUserMutationVariables = Exact<{
  input: UpdateFirmUserInput;
}>;


export type UpdateFirmUserMutation = { updateFirmUser: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, status: UserStatus, invitationPending: boolean, version: number } };

export type DeleteFirmUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFirmUserMutation = { deleteFirmUser: boolean };

export type ResendInvitationMutationVariables = Exact<{
  userId: string | number;
}>;


export type ResendInvitationMutation = { resendInvitation: { __typename: 'IssuedInvitationLink', url: string, expiresAt: string } };

export type AiMessageFieldsFragment = { __typename: 'AiMessage', id: string, chatId: string, role: AiRole, content: string, status: AiMessageStatus, createdAt: string };

export type AiChatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AiChatsQuery = { aiChats: { __typename: 'AiChatPage', totalCount: number, items: Array<{ __typename: 'AiChat', id: string, title: string, updatedAt: string }> } };

export type AiChatMessagesQueryVariables = Exact<{
  chatId: string | number;
}>;


export type AiChatMessagesQuery = { aiChatMessages: Array<{ __typename: 'AiMessage', id: string, chatId: string, role: AiRole, content: string, status: AiMessageStatus, createdAt: string }> };

export type SendAiMessageMutationVariables = Exact<{
  input: SendAiMessageInput;
}>;


export type SendAiMessageMutation = { sendAiMessage: { __typename: 'AiMessage', id: string, chatId: string, role: AiRole, content: string, status: AiMessageStatus, createdAt: string } };

export type RenameAiChatMutationVariables = Exact<{
  input: RenameAiChatInput;
}>;


export type RenameAiChatMutation = { renameAiChat: { __typename: 'AiChat', id: string, title: string } };

export type DeleteAiChatMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAiChatMutation = { deleteAiChat: boolean };

export type AiEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AiEventsSubscription = { aiEvents: { __typename: 'AiEvent', cursor: string, type: AiEventType, chatId: string, messageId: string | null, token: string | null, message: { __typename: 'AiMessage', id: string, chatId: string, role: AiRole, content: string, status: AiMessageStatus, createdAt: string } | null } };

export type InvitationQueryVariables = Exact<{
  token: string;
}>;


export type InvitationQuery = { invitation: { __typename: 'InvitationDetailsType', email: string, firstName: string, lastName: string, firmName: string | null, expiresAt: string } };

export type AcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, version: number, firm: { __typename: 'Firm', id: string, name: string } | null, permissions: { __typename: 'ViewerPermissions', seeBilling: boolean, manageBilling: boolean, exportLists: boolean, manageUsers: boolean } | null } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { login: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, version: number, firm: { __typename: 'Firm', id: string, name: string } | null, permissions: { __typename: 'ViewerPermissions', seeBilling: boolean, manageBilling: boolean, exportLists: boolean, manageUsers: boolean } | null } };

export type ViewerFieldsFragment = { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, version: number, firm: { __typename: 'Firm', id: string, name: string } | null, permissions: { __typename: 'ViewerPermissions', seeBilling: boolean, manageBilling: boolean, exportLists: boolean, manageUsers: boolean } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, version: number, firm: { __typename: 'Firm', id: string, name: string } | null, permissions: { __typename: 'ViewerPermissions', seeBilling: boolean, manageBilling: boolean, exportLists: boolean, manageUsers: boolean } | null } | null };

export type CalendarEventFieldsFragment = { __typename: 'CalendarEvent', id: string, title: string, description: string | null, kind: CalendarEventKind, priority: EventPriority, color: string | null, allDay: boolean, startsAt: string, endsAt: string, location: string | null, videoLink: string | null, reminderMinutes: number | null, version: number, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, attendees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> };

export type CalendarEventsQueryVariables = Exact<{
  from: string;
  to: string;
  matterId?: string | number | null | undefined;
}>;


export type CalendarEventsQuery = { calendarEvents: Array<{ __typename: 'CalendarEvent', id: string, title: string, description: string | null, kind: CalendarEventKind, priority: EventPriority, color: string | null, allDay: boolean, startsAt: string, endsAt: string, location: string | null, videoLink: string | null, reminderMinutes: number | null, version: number, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, attendees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> };

export type MyMonthEventsQueryVariables = Exact<{
  from: string;
  to: string;
  attendeeId: string | number;
}>;


export type MyMonthEventsQuery = { calendarEvents: Array<{ __typename: 'CalendarEvent', id: string, title: string, description: string | null, kind: CalendarEventKind, priority: EventPriority, color: string | null, allDay: boolean, startsAt: string, endsAt: string, location: string | null, videoLink: string | null, reminderMinutes: number | null, version: number, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, attendees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> };

export type UpcomingEventsQueryVariables = Exact<{
  matterId?: string | number | null | undefined;
  limit: number;
}>;


export type UpcomingEventsQuery = { upcomingEvents: Array<{ __typename: 'CalendarEvent', id: string, title: string, description: string | null, kind: CalendarEventKind, priority: EventPriority, color: string | null, allDay: boolean, startsAt: string, endsAt: string, location: string | null, videoLink: string | null, reminderMinutes: number | null, version: number, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, attendees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> };

export type CreateCalendarEventMutationVariables = Exact<{
  input: CreateCalendarEventInput;
}>;


export type CreateCalendarEventMutation = { createCalendarEvent: { __typename: 'CalendarEvent', id: string, title: string, description: string | null, kind: CalendarEventKind, priority: EventPriority, color: string | null, allDay: boolean, startsAt: string, endsAt: string, location: string | null, videoLink: string | null, reminderMinutes: number | null, version: number, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, attendees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> } };

export type UpdateCalendarEventMutationVariables = Exact<{
  input: UpdateCalendarEventInput;
}>;


export type UpdateCalendarEventMutation = { updateCalendarEvent: { __typename: 'CalendarEvent', id: string, title: string, description: string | null, kind: CalendarEventKind, priority: EventPriority, color: string | null, allDay: boolean, startsAt: string, endsAt: string, location: string | null, videoLink: string | null, reminderMinutes: number | null, version: number, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, attendees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> } };

export type MoveCalendarEventMutationVariables = Exact<{
  input: MoveCalendarEventInput;
}>;


export type MoveCalendarEventMutation = { moveCalendarEvent: { __typename: 'CalendarEvent', id: string, title: string, description: string | null, kind: CalendarEventKind, priority: EventPriority, color: string | null, allDay: boolean, startsAt: string, endsAt: string, location: string | null, videoLink: string | null, reminderMinutes: number | null, version: number, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, attendees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> } };

export type DeleteCalendarEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCalendarEventMutation = { deleteCalendarEvent: boolean };

export type CalendarUpdatesSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type CalendarUpdatesSubscription = { calendarUpdates: { __typename: 'CalendarUpdate', cursor: string, eventId: string, change: string } };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { calendarFeed: { __typename: 'CalendarFeed', createdAt: string, lastUsedAt: string | null } | null };

export type ResetCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetCalendarFeedMutation = { resetCalendarFeed: { __typename: 'CalendarFeed', url: string | null, createdAt: string, lastUsedAt: string | null } };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: boolean };

export type CreateMatterMutationVariables = Exact<{
  input: CreateMatterInput;
}>;


export type CreateMatterMutation = { createMatter: { __typename: 'Matter', id: string, name: string, number: string } };

export type CaseBrowseQueryVariables = Exact<{
  search?: string | null | undefined;
  sortBy?: MatterSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  withMoney?: boolean | null | undefined;
}>;


export type CaseBrowseQuery = { matters: { __typename: 'MatterPage', totalCount: number, items: Array<{ __typename: 'Matter', id: string, number: string, name: string, statusDays: number, defendantName: string | null, defendantInsurance: string | null, plaintiffInsurance: string | null, status: MatterStatus, caseType: string | null, demandCents?: number | null, bestOfferCents?: number | null, incident: { __typename: 'Incident', date: string | null }, staff: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> } };

export type CasesQueryVariables = Exact<{
  status?: MatterStatus | null | undefined;
  search?: string | null | undefined;
  sortBy?: MatterSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  withMoney?: boolean | null | undefined;
}>;


export type CasesQuery = { matters: { __typename: 'MatterPage', totalCount: number, items: Array<{ __typename: 'Matter', id: string, name: string, number: string, status: MatterStatus, priority: MatterPriority, stage: string | null, createdAt: string, overdueTaskCount: number, demandCents?: number | null, bestOfferCents?: number | null, client: { __typename: 'Contact', id: string, name: string, primaryPhone: string | null, photoUrl: string | null } | null, nextTask: { __typename: 'Task', id: string, title: string, dueDate: string | null } | null, nextEvent: { __typename: 'CalendarEvent', id: string, title: string, startsAt: string, allDay: boolean } | null }> } };

export type DeleteMatterMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMatterMutation = { deleteMatter: boolean };

export type MatterPickerQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MatterPickerQuery = { matters: { __typename: 'MatterPage', items: Array<{ __typename: 'Matter', id: string, name: string, number: string }> } };

export type CaseDetailFieldsFragment = { __typename: 'Matter', id: string, version: number, number: string, name: string, status: MatterStatus, statusDays: number, statusChangedAt: string, priority: MatterPriority, permission: MatterPermission, accessUserIds: Array<string>, caseGroup: string | null, caseType: string | null, caseSubType: string | null, practiceArea: string | null, stage: string | null, court: string | null, description: string | null, facts: string | null, createdAt: string, client: { __typename: 'Contact', id: string, name: string, email: string | null, primaryPhone: string | null, photoUrl: string | null } | null, staff: Array<{ __typename: 'User', id: string, fullName: string, email: string, avatarUrl: string | null, role: Role }>, incident: { __typename: 'Incident', state: string | null, date: string | null, liabilityCode: string | null, comments: string | null, facts: string | null, mergedFacts: string | null, accidentTiming: AccidentTiming | null, previousAttorney: boolean | null, injuryLocation: InjuryLocation | null, propertyOwner: string | null, reportedIncident: boolean | null, seriousInjury: boolean, noInjury: boolean, otherInjuries: string | null }, referral: { __typename: 'ReferralSource', advertisingSource: string | null, lawFirm: string | null, attorney: string | null, sourceName: string | null, relationship: string | null }, timeline: Array<{ __typename: 'TimelineEntry', id: string, version: number, title: string, date: string, time: string | null }>, statusHistory: Array<{ __typename: 'MatterStatusChange', id: string, fromStatus: MatterStatus | null, toStatus: MatterStatus, changedAt: string }>, folders: Array<{ __typename: 'DocumentFolder', id: string, name: string }> };

export type CaseDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type CaseDetailQuery = { matter: { __typename: 'Matter', id: string, version: number, number: string, name: string, status: MatterStatus, statusDays: number, statusChangedAt: string, priority: MatterPriority, permission: MatterPermission, accessUserIds: Array<string>, caseGroup: string | null, caseType: string | null, caseSubType: string | null, practiceArea: string | null, stage: string | null, court: string | null, description: string | null, facts: string | null, createdAt: string, client: { __typename: 'Contact', id: string, name: string, email: string | null, primaryPhone: string | null, photoUrl: string | null } | null, staff: Array<{ __typename: 'User', id: string, fullName: string, email: string, avatarUrl: string | null, role: Role }>, incident: { __typename: 'Incident', state: string | null, date: string | null, liabilityCode: string | null, comments: string | null, facts: string | null, mergedFacts: string | null, accidentTiming: AccidentTiming | null, previousAttorney: boolean | null, injuryLocation: InjuryLocation | null, propertyOwner: string | null, reportedIncident: boolean | null, seriousInjury: boolean, noInjury: boolean, otherInjuries: string | null }, referral: { __typename: 'ReferralSource', advertisingSource: string | null, lawFirm: string | null, attorney: string | null, sourceName: string | null, relationship: string | null }, timeline: Array<{ __typename: 'TimelineEntry', id: string, version: number, title: string, date: string, time: string | null }>, statusHistory: Array<{ __typename: 'MatterStatusChange', id: string, fromStatus: MatterStatus | null, toStatus: MatterStatus, changedAt: string }>, folders: Array<{ __typename: 'DocumentFolder', id: string, name: string }> } };

export type UpdateMatterMutationVariables = Exact<{
  input: UpdateMatterInput;
}>;


export type UpdateMatterMutation = { updateMatter: { __typename: 'Matter', id: string, version: number, number: string, name: string, status: MatterStatus, statusDays: number, statusChangedAt: string, priority: MatterPriority, permission: MatterPermission, accessUserIds: Array<string>, caseGroup: string | null, caseType: string | null, caseSubType: string | null, practiceArea: string | null, stage: string | null, court: string | null, description: string | null, facts: string | null, createdAt: string, client: { __typename: 'Contact', id: string, name: string, email: string | null, primaryPhone: string | null, photoUrl: string | null } | null, staff: Array<{ __typename: 'User', id: string, fullName: string, email: string, avatarUrl: string | null, role: Role }>, incident: { __typename: 'Incident', state: string | null, date: string | null, liabilityCode: string | null, comments: string | null, facts: string | null, mergedFacts: string | null, accidentTiming: AccidentTiming | null, previousAttorney: boolean | null, injuryLocation: InjuryLocation | null, propertyOwner: string | null, reportedIncident: boolean | null, seriousInjury: boolean, noInjury: boolean, otherInjuries: string | null }, referral: { __typename: 'ReferralSource', advertisingSource: string | null, lawFirm: string | null, attorney: string | null, sourceName: string | null, relationship: string | null }, timeline: Array<{ __typename: 'TimelineEntry', id: string, version: number, title: string, date: string, time: string | null }>, statusHistory: Array<{ __typename: 'MatterStatusChange', id: string, fromStatus: MatterStatus | null, toStatus: MatterStatus, changedAt: string }>, folders: Array<{ __typename: 'DocumentFolder', id: string, name: string }> } };

export type UpdateIncidentMutationVariables = Exact<{
  input: UpdateIncidentInput;
}>;


export type UpdateIncidentMutation = { updateIncident: { __typename: 'Matter', id: string, version: number, number: string, name: string, status: MatterStatus, statusDays: number, statusChangedAt: string, priority: MatterPriority, permission: MatterPermission, accessUserIds: Array<string>, caseGroup: string | null, caseType: string | null, caseSubType: string | null, practiceArea: string | null, stage: string | null, court: string | null, description: string | null, facts: string | null, createdAt: string, client: { __typename: 'Contact', id: string, name: string, email: string | null, primaryPhone: string | null, photoUrl: string | null } | null, staff: Array<{ __typename: 'User', id: string, fullName: string, email: string, avatarUrl: string | null, role: Role }>, incident: { __typename: 'Incident', state: string | null, date: string | null, liabilityCode: string | null, comments: string | null, facts: string | null, mergedFacts: string | null, accidentTiming: AccidentTiming | null, previousAttorney: boolean | null, injuryLocation: InjuryLocation | null, propertyOwner: string | null, reportedIncident: boolean | null, seriousInjury: boolean, noInjury: boolean, otherInjuries: string | null }, referral: { __typename: 'ReferralSource', advertisingSource: string | null, lawFirm: string | null, attorney: string | null, sourceName: string | null, relationship: string | null }, timeline: Array<{ __typename: 'TimelineEntry', id: string, version: number, title: string, date: string, time: string | null }>, statusHistory: Array<{ __typename: 'MatterStatusChange', id: string, fromStatus: MatterStatus | null, toStatus: MatterStatus, changedAt: string }>, folders: Array<{ __typename: 'DocumentFolder', id: string, name: string }> } };

export type AddMatterStaffMutationVariables = Exact<{
  matterId: string | number;
  userId: string | number;
}>;


export type AddMatterStaffMutation = { addMatterStaff: { __typename: 'Matter', id: string, version: number, number: string, name: string, status: MatterStatus, statusDays: number, statusChangedAt: string, priority: MatterPriority, permission: MatterPermission, accessUserIds: Array<string>, caseGroup: string | null, caseType: string | null, caseSubType: string | null, practiceArea: string | null, stage: string | null, court: string | null, description: string | null, facts: string | null, createdAt: string, client: { __typename: 'Contact', id: string, name: string, email: string | null, primaryPhone: string | null, photoUrl: string | null } | null, staff: Array<{ __typename: 'User', id: string, fullName: string, email: string, avatarUrl: string | null, role: Role }>, incident: { __typename: 'Incident', state: string | null, date: string | null, liabilityCode: string | null, comments: string | null, facts: string | null, mergedFacts: string | null, accidentTiming: AccidentTiming | null, previousAttorney: boolean | null, injuryLocation: InjuryLocation | null, propertyOwner: string | null, reportedIncident: boolean | null, seriousInjury: boolean, noInjury: boolean, otherInjuries: string | null }, referral: { __typename: 'ReferralSource', advertisingSource: string | null, lawFirm: string | null, attorney: string | null, sourceName: string | null, relationship: string | null }, timeline: Array<{ __typename: 'TimelineEntry', id: string, version: number, title: string, date: string, time: string | null }>, statusHistory: Array<{ __typename: 'MatterStatusChange', id: string, fromStatus: MatterStatus | null, toStatus: MatterStatus, changedAt: string }>, folders: Array<{ __typename: 'DocumentFolder', id: string, name: string }> } };

export type RemoveMatterStaffMutationVariables = Exact<{
  matterId: string | number;
  userId: string | number;
}>;


export type RemoveMatterStaffMutation = { removeMatterStaff: { __typename: 'Matter', id: string, version: number, number: string, name: string, status: MatterStatus, statusDays: number, statusChangedAt: string, priority: MatterPriority, permission: MatterPermission, accessUserIds: Array<string>, caseGroup: string | null, caseType: string | null, caseSubType: string | null, practiceArea: string | null, stage: string | null, court: string | null, description: string | null, facts: string | null, createdAt: string, client: { __typename: 'Contact', id: string, name: string, email: string | null, primaryPhone: string | null, photoUrl: string | null } | null, staff: Array<{ __typename: 'User', id: string, fullName: string, email: string, avatarUrl: string | null, role: Role }>, incident: { __typename: 'Incident', state: string | null, date: string | null, liabilityCode: string | null, comments: string | null, facts: string | null, mergedFacts: string | null, accidentTiming: AccidentTiming | null, previousAttorney: boolean | null, injuryLocation: InjuryLocation | null, propertyOwner: string | null, reportedIncident: boolean | null, seriousInjury: boolean, noInjury: boolean, otherInjuries: string | null }, referral: { __typename: 'ReferralSource', advertisingSource: string | null, lawFirm: string | null, attorney: string | null, sourceName: string | null, relationship: string | null }, timeline: Array<{ __typename: 'TimelineEntry', id: string, version: number, title: string, date: string, time: string | null }>, statusHistory: Array<{ __typename: 'MatterStatusChange', id: string, fromStatus: MatterStatus | null, toStatus: MatterStatus, changedAt: string }>, folders: Array<{ __typename: 'DocumentFolder', id: string, name: string }> } };

export type AddTimelineEntryMutationVariables = Exact<{
  matterId: string | number;
  input: TimelineEntryInput;
}>;


export type AddTimelineEntryMutation = { addTimelineEntry: { __typename: 'TimelineEntry', id: string } };

export type UpdateTimelineEntryMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: TimelineEntryInput;
}>;


export type UpdateTimelineEntryMutation = { updateTimelineEntry: { __typename: 'TimelineEntry', id: string } };

export type RemoveTimelineEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveTimelineEntryMutation = { removeTimelineEntry: boolean };

export type MatterActivityQueryVariables = Exact<{
  matterId: string | number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MatterActivityQuery = { matterActivity: { __typename: 'ActivityPage', totalCount: number, items: Array<{ __typename: 'ActivityEntry', id: string, summary: string, createdAt: string, actor: { __typename: 'User', id: string, fullName: string, avatarUrl: string | null } | null }> } };

export type FirmStaffQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type FirmStaffQuery = { firmUsers: { __typename: 'UserPage', items: Array<{ __typename: 'User', id: string, fullName: string, email: string, role: Role, avatarUrl: string | null }> } };

export type PartyFieldsFragment = { __typename: 'Party', id: string, version: number, category: PartyCategory, role: string | null, primaryLabel: string | null, groupName: string | null, comment: string | null, primaryComment: string | null, relatedPartyId: string | null, contact: { __typename: 'Contact', id: string, name: string, kind: ContactKind, email: string | null, primaryPhone: string | null } };

export type PartiesQueryVariables = Exact<{
  matterId: string | number;
  category?: PartyCategory | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type PartiesQuery = { parties: { __typename: 'PartyPage', totalCount: number, items: Array<{ __typename: 'Party', id: string, version: number, category: PartyCategory, role: string | null, primaryLabel: string | null, groupName: string | null, comment: string | null, primaryComment: string | null, relatedPartyId: string | null, contact: { __typename: 'Contact', id: string, name: string, kind: ContactKind, email: string | null, primaryPhone: string | null } }> } };

export type AddPartyMutationVariables = Exact<{
  input: AddPartyInput;
}>;


export type AddPartyMutation = { addParty: { __typename: 'Party', id: string, version: number, category: PartyCategory, role: string | null, primaryLabel: string | null, groupName: string | null, comment: string | null, primaryComment: string | null, relatedPartyId: string | null, contact: { __typename: 'Contact', id: string, name: string, kind: ContactKind, email: string | null, primaryPhone: string | null } } };

export type UpdatePartyMutationVariables = Exact<{
  input: UpdatePartyInput;
}>;


export type UpdatePartyMutation = { updateParty: { __typename: 'Party', id: string, version: number, category: PartyCategory, role: string | null, primaryLabel: string | null, groupName: string | null, comment: string | null, primaryComment: string | null, relatedPartyId: string | null, contact: { __typename: 'Contact', id: string, name: string, kind: ContactKind, email: string | null, primaryPhone: string | null } } };

export type RemovePartyMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePartyMutation = { removeParty: boolean };

export type PartyConflictsQueryVariables = Exact<{
  name: string;
}>;


export type PartyConflictsQuery = { conflictCheck: Array<{ __typename: 'ConflictMatch', similarity: number, contact: { __typename: 'Contact', id: string, name: string }, appearances: Array<{ __typename: 'Party', id: string, category: PartyCategory, role: string | null, matter: { __typename: 'Matter', id: string, number: string, name: string } }> }> };

export type CreateContactMutationVariables = Exact<{
  input: CreateContactInput;
}>;


export type CreateContactMutation = { createContact: { __typename: 'Contact', id: string, name: string } };

export type ConflictCheckQueryVariables = Exact<{
  name: string;
  excludeId?: string | number | null | undefined;
}>;


export type ConflictCheckQuery = { conflictCheck: Array<{ __typename: 'ConflictMatch', similarity: number, contact: { __typename: 'Contact', id: string, name: string, kind: ContactKind } }> };

export type ContactListQueryVariables = Exact<{
  search?: string | null | undefined;
  activeOnly?: boolean | null | undefined;
  sortBy?: ContactSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ContactListQuery = { contacts: { __typename: 'ContactPage', totalCount: number, items: Array<{ __typename: 'Contact', id: string, kind: ContactKind, name: string, email: string | null, contactType: string | null, active: boolean, primaryPhone: string | null, addresses: Array<{ __typename: 'ContactAddress', id: string, city: string | null, state: string | null, isPrimary: boolean }> }> } };

export type ContactPickerQueryVariables = Exact<{
  search?: string | null | undefined;
  kind?: ContactKind | null | undefined;
}>;


export type ContactPickerQuery = { contacts: { __typename: 'ContactPage', items: Array<{ __typename: 'Contact', id: string, name: string, kind: ContactKind, email: string | null, primaryPhone: string | null }> } };

export type ContactsQueryVariables = Exact<{
  kind?: ContactKind | null | undefined;
  search?: string | null | undefined;
  sortBy?: ContactSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ContactsQuery = { contacts: { __typename: 'ContactPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'Contact', id: string, kind: ContactKind, name: string, email: string | null, primaryPhone: string | null, photoUrl: string | null, caseCount: number }> } };

export type DeleteContactMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteContactMutation = { deleteContact: boolean };

export type ContactDetailFieldsFragment = { __typename: 'Contact', id: string, version: number, kind: ContactKind, name: string, prefix: string | null, firstName: string | null, middleName: string | null, lastName: string | null, nickName: string | null, suffix: string | null, companyName: string | null, organization: string | null, gender: Gender | null, email: string | null, otherEmails: Array<string>, primaryPhone: string | null, referredBy: string | null, comments: string | null, description: string | null, contactType: string | null, language: string | null, dateOfBirth: string | null, dateOfDeath: string | null, active: boolean, preventMailing: boolean, locked: boolean, noAutoCommunication: boolean, photoUrl: string | null, roles: Array<string>, websites: Array<string>, country: string | null, birthPlace: string | null, ein: string | null, height: string | null, weight: string | null, primaryLanguage: string | null, secondaryLanguage: string | null, mothersMaidenName: string | null, maritalStatus: string | null, marriageDate: string | null, marriageLocation: string | null, spouseName: string | null, religion: string | null, driversLicenseState: string | null, idNumber: string | null, idState: string | null, race: string | null, occupation: string | null, ssnMasked: string | null, tfnMasked: string | null, medicareMasked: string | null, driversLicenseMasked: string | null, updatedAt: string, phones: Array<{ __typename: 'ContactPhone', id: string, type: string, number: string, ext: string | null, canText: boolean, isPrimary: boolean, autoComments: string | null }>, addresses: Array<{ __typename: 'ContactAddress', id: string, addressType: string | null, address1: string | null, address2: string | null, city: string | null, county: string | null, zip: string | null, state: string | null, country: string | null, comments: string | null, useOrgAddress: boolean, isPrimary: boolean }> };

export type ContactDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactDetailQuery = { contact: { __typename: 'Contact', id: string, version: number, kind: ContactKind, name: string, prefix: string | null, firstName: string | null, middleName: string | null, lastName: string | null, nickName: string | null, suffix: string | null, companyName: string | null, organization: string | null, gender: Gender | null, email: string | null, otherEmails: Array<string>, primaryPhone: string | null, referredBy: string | null, comments: string | null, description: string | null, contactType: string | null, language: string | null, dateOfBirth: string | null, dateOfDeath: string | null, active: boolean, preventMailing: boolean, locked: boolean, noAutoCommunication: boolean, photoUrl: string | null, roles: Array<string>, websites: Array<string>, country: string | null, birthPlace: string | null, ein: string | null, height: string | null, weight: string | null, primaryLanguage: string | null, secondaryLanguage: string | null, mothersMaidenName: string | null, maritalStatus: string | null, marriageDate: string | null, marriageLocation: string | null, spouseName: string | null, religion: string | null, driversLicenseState: string | null, idNumber: string | null, idState: string | null, race: string | null, occupation: string | null, ssnMasked: string | null, tfnMasked: string | null, medicareMasked: string | null, driversLicenseMasked: string | null, updatedAt: string, phones: Array<{ __typename: 'ContactPhone', id: string, type: string, number: string, ext: string | null, canText: boolean, isPrimary: boolean, autoComments: string | null }>, addresses: Array<{ __typename: 'ContactAddress', id: string, addressType: string | null, address1: string | null, address2: string | null, city: string | null, county: string | null, zip: string | null, state: string | null, country: string | null, comments: string | null, useOrgAddress: boolean, isPrimary: boolean }> } };

export type UpdateContactMutationVariables = Exact<{
  input: UpdateContactInput;
}>;


export type UpdateContactMutation = { updateContact: { __typename: 'Contact', id: string, version: number, kind: ContactKind, name: string, prefix: string | null, firstName: string | null, middleName: string | null, lastName: string | null, nickName: string | null, suffix: string | null, companyName: string | null, organization: string | null, gender: Gender | null, email: string | null, otherEmails: Array<string>, primaryPhone: string | null, referredBy: string | null, comments: string | null, description: string | null, contactType: string | null, language: string | null, dateOfBirth: string | null, dateOfDeath: string | null, active: boolean, preventMailing: boolean, locked: boolean, noAutoCommunication: boolean, photoUrl: string | null, roles: Array<string>, websites: Array<string>, country: string | null, birthPlace: string | null, ein: string | null, height: string | null, weight: string | null, primaryLanguage: string | null, secondaryLanguage: string | null, mothersMaidenName: string | null, maritalStatus: string | null, marriageDate: string | null, marriageLocation: string | null, spouseName: string | null, religion: string | null, driversLicenseState: string | null, idNumber: string | null, idState: string | null, race: string | null, occupation: string | null, ssnMasked: string | null, tfnMasked: string | null, medicareMasked: string | null, driversLicenseMasked: string | null, updatedAt: string, phones: Array<{ __typename: 'ContactPhone', id: string, type: string, number: string, ext: string | null, canText: boolean, isPrimary: boolean, autoComments: string | null }>, addresses: Array<{ __typename: 'ContactAddress', id: string, addressType: string | null, address1: string | null, address2: string | null, city: string | null, county: string | null, zip: string | null, state: string | null, country: string | null, comments: string | null, useOrgAddress: boolean, isPrimary: boolean }> } };

export type RevealContactIdentifierMutationVariables = Exact<{
  id: string | number;
  identifier: ContactIdentifier;
}>;


export type RevealContactIdentifierMutation = { revealContactIdentifier: string | null };

export type RelatedContactsQueryVariables = Exact<{
  contactId: string | number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type RelatedContactsQuery = { relatedContacts: { __typename: 'ContactPage', totalCount: number, items: Array<{ __typename: 'Contact', id: string, kind: ContactKind, name: string, email: string | null, primaryPhone: string | null, organization: string | null }> } };

export type ContactNotesQueryVariables = Exact<{
  contactId: string | number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ContactNotesQuery = { contactNotes: { __typename: 'NotePage', totalCount: number, items: Array<{ __typename: 'Note', id: string, type: string, body: string, createdAt: string, author: { __typename: 'User', id: string, fullName: string } | null }> } };

export type AddContactNoteMutationVariables = Exact<{
  input: AddContactNoteInput;
}>;


export type AddContactNoteMutation = { addContactNote: { __typename: 'Note', id: string } };

export type DeleteNoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNoteMutation = { deleteNote: boolean };

export type ContactCasesQueryVariables = Exact<{
  contactId: string | number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ContactCasesQuery = { matters: { __typename: 'MatterPage', totalCount: number, items: Array<{ __typename: 'Matter', id: string, number: string, name: string, status: MatterStatus, caseType: string | null, stage: string | null, createdAt: string }> } };

export type CaseCostFieldsFragment = { __typename: 'CaseCost', id: string, version: number, incurredOn: string, category: CostCategory, payee: string, description: string | null, amountCents: number | null, reimbursable: boolean, billed: boolean, invoiceId: string | null, receiptDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type CaseCostsQueryVariables = Exact<{
  matterId: string | number;
  category?: CostCategory | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CaseCostsQuery = { caseCosts: { __typename: 'CaseCostPage', totalCount: number, items: Array<{ __typename: 'CaseCost', id: string, version: number, incurredOn: string, category: CostCategory, payee: string, description: string | null, amountCents: number | null, reimbursable: boolean, billed: boolean, invoiceId: string | null, receiptDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null }> }, caseCostTotals: { __typename: 'CaseCostTotals', count: number, totalCents: number | null, reimbursableCents: number | null, unbilledCents: number | null } };

export type UnbilledCostsQueryVariables = Exact<{
  matterId: string | number;
}>;


export type UnbilledCostsQuery = { caseCosts: { __typename: 'CaseCostPage', totalCount: number, items: Array<{ __typename: 'CaseCost', id: string, incurredOn: string, category: CostCategory, payee: string, description: string | null, amountCents: number | null }> } };

export type AddCaseCostMutationVariables = Exact<{
  input: AddCaseCostInput;
}>;


export type AddCaseCostMutation = { addCaseCost: { __typename: 'CaseCost', id: string, version: number, incurredOn: string, category: CostCategory, payee: string, description: string | null, amountCents: number | null, reimbursable: boolean, billed: boolean, invoiceId: string | null, receiptDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type UpdateCaseCostMutationVariables = Exact<{
  input: UpdateCaseCostInput;
}>;


export type UpdateCaseCostMutation = { updateCaseCost: { __typename: 'CaseCost', id: string, version: number, incurredOn: string, category: CostCategory, payee: string, description: string | null, amountCents: number | null, reimbursable: boolean, billed: boolean, invoiceId: string | null, receiptDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type RemoveCaseCostMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveCaseCostMutation = { removeCaseCost: boolean };

export type EconomicDamageFieldsFragment = { __typename: 'EconomicDamage', id: string, version: number, kind: DamageKind, description: string | null, employer: string | null, periodFrom: string | null, periodTo: string | null, rateCents: number | null, rateUnit: RateUnit | null, unitsThousandths: number | null, amountCents: number | null, paidBy: string | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type EconomicDamagesQueryVariables = Exact<{
  matterId: string | number;
}>;


export type EconomicDamagesQuery = { economicDamages: { __typename: 'EconomicDamagePage', totalCount: number, items: Array<{ __typename: 'EconomicDamage', id: string, version: number, kind: DamageKind, description: string | null, employer: string | null, periodFrom: string | null, periodTo: string | null, rateCents: number | null, rateUnit: RateUnit | null, unitsThousandths: number | null, amountCents: number | null, paidBy: string | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null }> } };

export type CaseDamagesQueryVariables = Exact<{
  matterId: string | number;
}>;


export type CaseDamagesQuery = { caseDamages: { __typename: 'CaseDamages', medicalBilledCents: number | null, medicalOutstandingCents: number | null, liensClaimedCents: number | null, liensExpectedCents: number | null, lostWagesCents: number | null, propertyDamageCents: number | null, otherDamagesCents: number | null, totalEconomicCents: number | null } };

export type AddEconomicDamageMutationVariables = Exact<{
  input: AddEconomicDamageInput;
}>;


export type AddEconomicDamageMutation = { addEconomicDamage: { __typename: 'EconomicDamage', id: string, version: number, kind: DamageKind, description: string | null, employer: string | null, periodFrom: string | null, periodTo: string | null, rateCents: number | null, rateUnit: RateUnit | null, unitsThousandths: number | null, amountCents: number | null, paidBy: string | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type UpdateEconomicDamageMutationVariables = Exact<{
  input: UpdateEconomicDamageInput;
}>;


export type UpdateEconomicDamageMutation = { updateEconomicDamage: { __typename: 'EconomicDamage', id: string, version: number, kind: DamageKind, description: string | null, employer: string | null, periodFrom: string | null, periodTo: string | null, rateCents: number | null, rateUnit: RateUnit | null, unitsThousandths: number | null, amountCents: number | null, paidBy: string | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type RemoveEconomicDamageMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveEconomicDamageMutation = { removeEconomicDamage: boolean };

export type DashboardSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSummaryQuery = { dashboard: { __typename: 'DashboardSummary', openTasks: number, overdueTasks: number, tasksDueToday: number, unpaidInvoices: { __typename: 'DashboardInvoices', count: number, amountCents: number, overdueCount: number } | null } };

export type TasksAssignedByMeQueryVariables = Exact<{
  me: string | number;
  page: number;
  pageSize: number;
}>;


export type TasksAssignedByMeQuery = { tasks: { __typename: 'TaskPage', totalCount: number, items: Array<{ __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> } };

export type DashboardCasesQueryVariables = Exact<{
  staffId?: string | number | null | undefined;
  overdue?: boolean | null | undefined;
  page: number;
  pageSize: number;
}>;


export type DashboardCasesQuery = { matters: { __typename: 'MatterPage', totalCount: number, items: Array<{ __typename: 'Matter', id: string, number: string, name: string, overdueTaskCount: number, nextTask: { __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, assignees: Array<{ __typename: 'User', id: string, fullName: string }> } | null }> } };

export type NegotiationDueFieldsFragment = { __typename: 'NegotiationDue', id: string, matterId: string, matterName: string, matterNumber: string, kind: NegotiationKind, amountCents: number | null, happenedOn: string, responseDueOn: string | null };

export type DashboardNegotiationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardNegotiationsQuery = { demandsAwaitingResponse: Array<{ __typename: 'NegotiationDue', id: string, matterId: string, matterName: string, matterNumber: string, kind: NegotiationKind, amountCents: number | null, happenedOn: string, responseDueOn: string | null }>, negotiationResponsesDue: Array<{ __typename: 'NegotiationDue', id: string, matterId: string, matterName: string, matterNumber: string, kind: NegotiationKind, amountCents: number | null, happenedOn: string, responseDueOn: string | null }> };

export type StatuteFieldsFragment = { __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> };

export type MatterStatutesQueryVariables = Exact<{
  matterId: string | number;
}>;


export type MatterStatutesQuery = { matterStatutes: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type StatutesAtRiskQueryVariables = Exact<{
  withinDays?: number | null | undefined;
  sortBy?: StatuteSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StatutesAtRiskQuery = { statutesAtRisk: { __typename: 'StatutePage', totalCount: number, items: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> } };

export type StatutePreviewQueryVariables = Exact<{
  state: string;
  caseType: string;
  incidentDate: string;
}>;


export type StatutePreviewQuery = { statutePreview: { __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> } };

export type RecordComplaintFiledMutationVariables = Exact<{
  input: StatuteSatisfiedInput;
}>;


export type RecordComplaintFiledMutation = { recordComplaintFiled: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type UndoComplaintFiledMutationVariables = Exact<{
  input: StatuteKeyInput;
}>;


export type UndoComplaintFiledMutation = { undoComplaintFiled: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type OverrideStatuteMutationVariables = Exact<{
  input: StatuteOverrideInput;
}>;


export type OverrideStatuteMutation = { overrideStatute: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type AddStatuteTollingMutationVariables = Exact<{
  input: StatuteTollingInput;
}>;


export type AddStatuteTollingMutation = { addStatuteTolling: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type RemoveStatuteTollingMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveStatuteTollingMutation = { removeStatuteTolling: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type AddStatutePairMutationVariables = Exact<{
  input: StatuteKeyInput;
}>;


export type AddStatutePairMutation = { addStatutePair: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type RemoveStatutePairMutationVariables = Exact<{
  input: StatuteKeyInput;
}>;


export type RemoveStatutePairMutation = { removeStatutePair: Array<{ __typename: 'Statute', key: string, matterId: string, matterName: string, matterNumber: string, plaintiffPartyId: string | null, plaintiffName: string | null, defendantPartyId: string | null, defendantName: string | null, incidentDate: string | null, incidentState: string | null, caseType: string | null, computedOn: string | null, dueOn: string | null, overrideDay: string | null, overrideReason: string | null, satisfiedOn: string | null, satisfiedNote: string | null, daysLeft: number | null, status: StatuteStatus, explanation: string, steps: Array<string>, rulesConfirmed: boolean, rule: { __typename: 'AppliedRule', state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null } | null, tolling: Array<{ __typename: 'StatuteTolling', id: string, days: number, reason: string, fromDay: string | null, toDay: string | null }> }> };

export type ChainTemplateFieldsFragment = { __typename: 'DeadlineChainTemplate', id: string, version: number, name: string, triggerLabel: string, steps: Array<{ __typename: 'DeadlineChainStep', id: string, position: number, label: string, amount: number, unit: PeriodUnit, direction: DeadlineDirection, fromPosition: number | null, service: ServiceMethod, createTask: boolean, assigneeRole: Role | null }> };

export type DeadlineChainTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeadlineChainTemplatesQuery = { deadlineChainTemplates: Array<{ __typename: 'DeadlineChainTemplate', id: string, version: number, name: string, triggerLabel: string, steps: Array<{ __typename: 'DeadlineChainStep', id: string, position: number, label: string, amount: number, unit: PeriodUnit, direction: DeadlineDirection, fromPosition: number | null, service: ServiceMethod, createTask: boolean, assigneeRole: Role | null }> }> };

export type SaveDeadlineChainTemplateMutationVariables = Exact<{
  input: DeadlineChainTemplateInput;
}>;


export type SaveDeadlineChainTemplateMutation = { saveDeadlineChainTemplate: { __typename: 'DeadlineChainTemplate', id: string, version: number, name: string, triggerLabel: string, steps: Array<{ __typename: 'DeadlineChainStep', id: string, position: number, label: string, amount: number, unit: PeriodUnit, direction: DeadlineDirection, fromPosition: number | null, service: ServiceMethod, createTask: boolean, assigneeRole: Role | null }> } };

export type DeleteDeadlineChainTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDeadlineChainTemplateMutation = { deleteDeadlineChainTemplate: boolean };

export type AddStarterDeadlineChainsMutationVariables = Exact<{ [key: string]: never; }>;


export type AddStarterDeadlineChainsMutation = { addStarterDeadlineChains: Array<{ __typename: 'DeadlineChainTemplate', id: string, version: number, name: string, triggerLabel: string, steps: Array<{ __typename: 'DeadlineChainStep', id: string, position: number, label: string, amount: number, unit: PeriodUnit, direction: DeadlineDirection, fromPosition: number | null, service: ServiceMethod, createTask: boolean, assigneeRole: Role | null }> }> };

export type MatterDeadlineChainsQueryVariables = Exact<{
  matterId: string | number;
}>;


export type MatterDeadlineChainsQuery = { matterDeadlineChains: Array<{ __typename: 'MatterDeadlineChain', id: string, name: string, triggerLabel: string, triggerDay: string, templateId: string | null, deadlines: Array<{ __typename: 'MatterDeadline', id: string, position: number, label: string, day: string, computedDay: string, manuallyMoved: boolean, steps: Array<string>, taskId: string | null }> }> };

export type ApplyDeadlineChainMutationVariables = Exact<{
  input: ApplyDeadlineChainInput;
}>;


export type ApplyDeadlineChainMutation = { applyDeadlineChain: { __typename: 'MatterDeadlineChain', id: string } };

export type ChangeDeadlineTriggerMutationVariables = Exact<{
  chainId: string | number;
  triggerDay: string;
}>;


export type ChangeDeadlineTriggerMutation = { changeDeadlineTrigger: { __typename: 'DeadlineChainUpdate', keptMoved: Array<string>, changed: Array<{ __typename: 'DeadlineChange', label: string, from: string, to: string }> } };

export type MoveDeadlineMutationVariables = Exact<{
  id: string | number;
  day?: string | null | undefined;
}>;


export type MoveDeadlineMutation = { moveDeadline: { __typename: 'MatterDeadline', id: string, day: string, manuallyMoved: boolean } };

export type RemoveDeadlineChainMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveDeadlineChainMutation = { removeDeadlineChain: boolean };

export type CourtDeadlineQueryVariables = Exact<{
  trigger: string;
  amount: number;
  unit: PeriodUnit;
  direction?: DeadlineDirection | null | undefined;
  service?: ServiceMethod | null | undefined;
}>;


export type CourtDeadlineQuery = { courtDeadline: { __typename: 'CourtDeadlineResult', day: string, steps: Array<string> } };

export type LimitationRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type LimitationRulesQuery = { limitationRules: { __typename: 'LimitationRuleSet', ownRules: boolean, confirmedAt: string | null, starterAsOf: string, reminderOffsets: Array<number>, confirmedBy: { __typename: 'User', id: string, fullName: string } | null, rules: Array<{ __typename: 'LimitationRule', id: string, state: string, caseType: string | null, years: number, months: number, days: number, discoveryNote: string | null, source: string | null }> } };

export type SetLimitationRulesMutationVariables = Exact<{
  input: LimitationRulesInput;
}>;


export type SetLimitationRulesMutation = { setLimitationRules: { __typename: 'LimitationRuleSet', ownRules: boolean } };

export type ConfirmLimitationRulesMutationVariables = Exact<{ [key: string]: never; }>;


export type ConfirmLimitationRulesMutation = { confirmLimitationRules: { __typename: 'LimitationRuleSet', confirmedAt: string | null } };

export type SetStatuteReminderOffsetsMutationVariables = Exact<{
  offsets: Array<number> | number;
}>;


export type SetStatuteReminderOffsetsMutation = { setStatuteReminderOffsets: { __typename: 'LimitationRuleSet', reminderOffsets: Array<number> } };

export type FolderCardFieldsFragment = { __typename: 'DocumentFolder', id: string, name: string, category: string | null, matterId: string | null, parentId: string | null, itemCount: number, createdAt: string, version: number, matter: { __typename: 'Matter', id: string, name: string, number: string } | null };

export type DocumentCardFieldsFragment = { __typename: 'Document', id: string, title: string, originalName: string, contentType: string, size: number, category: string | null, receivedDate: string | null, matterId: string | null, folderId: string | null, createdAt: string, version: number, downloadUrl: string, previewUrl: string | null, uploadedBy: { __typename: 'User', id: string, fullName: string } | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, snippet: Array<{ __typename: 'SnippetPart', text: string, highlighted: boolean }> | null };

export type DocumentsQueryVariables = Exact<{
  matterId?: string | number | null | undefined;
  folderId?: string | number | null | undefined;
  kind?: DocumentListKind | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sortBy?: DocumentSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
}>;


export type DocumentsQuery = { documents: { __typename: 'DocumentEntryPage', totalCount: number, page: number, pageSize: number, items: Array<
      | { __typename: 'Document', id: string, title: string, originalName: string, contentType: string, size: number, category: string | null, receivedDate: string | null, matterId: string | null, folderId: string | null, createdAt: string, version: number, downloadUrl: string, previewUrl: string | null, uploadedBy: { __typename: 'User', id: string, fullName: string } | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, snippet: Array<{ __typename: 'SnippetPart', text: string, highlighted: boolean }> | null }
      | { __typename: 'DocumentFolder', id: string, name: string, category: string | null, matterId: string | null, parentId: string | null, itemCount: number, createdAt: string, version: number, matter: { __typename: 'Matter', id: string, name: string, number: string } | null }
    > } };

export type FolderPathQueryVariables = Exact<{
  folderId: string | number;
}>;


export type FolderPathQuery = { folderPath: Array<{ __typename: 'DocumentFolder', id: string, name: string, matterId: string | null }> };

export type FolderPickerQueryVariables = Exact<{
  matterId?: string | number | null | undefined;
  search?: string | null | undefined;
}>;


export type FolderPickerQuery = { documents: { __typename: 'DocumentEntryPage', items: Array<
      | { __typename: 'Document' }
      | { __typename: 'DocumentFolder', id: string, name: string, matterId: string | null, parentId: string | null }
    > } };

export type DocumentCategoriesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type DocumentCategoriesQuery = { documentCategories: Array<string> };

export type DocumentUploadLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentUploadLimitQuery = { documentUploadLimit: number };

export type CreateFolderMutationVariables = Exact<{
  input: CreateFolderInput;
}>;


export type CreateFolderMutation = { createFolder: { __typename: 'DocumentFolder', id: string, name: string, category: string | null, matterId: string | null, parentId: string | null, itemCount: number, createdAt: string, version: number, matter: { __typename: 'Matter', id: string, name: string, number: string } | null } };

export type RenameFolderMutationVariables = Exact<{
  id: string | number;
  name: string;
  version: number;
}>;


export type RenameFolderMutation = { renameFolder: { __typename: 'DocumentFolder', id: string, name: string, category: string | null, matterId: string | null, parentId: string | null, itemCount: number, createdAt: string, version: number, matter: { __typename: 'Matter', id: string, name: string, number: string } | null } };

export type RenameDocumentMutationVariables = Exact<{
  id: string | number;
  name: string;
  version: number;
}>;


export type RenameDocumentMutation = { renameDocument: { __typename: 'Document', id: string, title: string, originalName: string, contentType: string, size: number, category: string | null, receivedDate: string | null, matterId: string | null, folderId: string | null, createdAt: string, version: number, downloadUrl: string, previewUrl: string | null, uploadedBy: { __typename: 'User', id: string, fullName: string } | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, snippet: Array<{ __typename: 'SnippetPart', text: string, highlighted: boolean }> | null } };

export type MoveFolderMutationVariables = Exact<{
  id: string | number;
  parentId?: string | number | null | undefined;
}>;


export type MoveFolderMutation = { moveFolder: { __typename: 'DocumentFolder', id: string, name: string, category: string | null, matterId: string | null, parentId: string | null, itemCount: number, createdAt: string, version: number, matter: { __typename: 'Matter', id: string, name: string, number: string } | null } };

export type MoveDocumentMutationVariables = Exact<{
  id: string | number;
  folderId?: string | number | null | undefined;
}>;


export type MoveDocumentMutation = { moveDocument: { __typename: 'Document', id: string, title: string, originalName: string, contentType: string, size: number, category: string | null, receivedDate: string | null, matterId: string | null, folderId: string | null, createdAt: string, version: number, downloadUrl: string, previewUrl: string | null, uploadedBy: { __typename: 'User', id: string, fullName: string } | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, snippet: Array<{ __typename: 'SnippetPart', text: string, highlighted: boolean }> | null } };

export type DeleteFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFolderMutation = { deleteFolder: boolean };

export type DeleteDocumentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDocumentMutation = { deleteDocument: boolean };

export type CaseDocumentPickerQueryVariables = Exact<{
  matterId: string | number;
  search?: string | null | undefined;
}>;


export type CaseDocumentPickerQuery = { documents: { __typename: 'DocumentEntryPage', items: Array<
      | { __typename: 'Document', id: string, title: string }
      | { __typename: 'DocumentFolder' }
    > } };

export type CaseEmailFieldsFragment = { __typename: 'CaseEmail', id: string, version: number, description: string, category: string | null, subCategory: string | null, reviewed: boolean, reviewedAt: string | null, sentAt: string, fromAddress: string, toAddresses: string, direction: EmailDirection, origin: EmailOrigin, bodyText: string | null, attachmentCount: number, attachmentDocumentIds: Array<string>, reviewedBy: { __typename: 'User', id: string, fullName: string } | null };

export type MatterEmailsQueryVariables = Exact<{
  matterId: string | number;
  search?: string | null | undefined;
  sortBy?: EmailSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MatterEmailsQuery = { matterEmails: { __typename: 'CaseEmailPage', totalCount: number, items: Array<{ __typename: 'CaseEmail', id: string, version: number, description: string, category: string | null, subCategory: string | null, reviewed: boolean, reviewedAt: string | null, sentAt: string, fromAddress: string, toAddresses: string, direction: EmailDirection, origin: EmailOrigin, bodyText: string | null, attachmentCount: number, attachmentDocumentIds: Array<string>, reviewedBy: { __typename: 'User', id: string, fullName: string } | null }> } };

export type RecordEmailMutationVariables = Exact<{
  input: RecordEmailInput;
}>;


export type RecordEmailMutation = { recordEmail: { __typename: 'CaseEmail', id: string, version: number, description: string, category: string | null, subCategory: string | null, reviewed: boolean, reviewedAt: string | null, sentAt: string, fromAddress: string, toAddresses: string, direction: EmailDirection, origin: EmailOrigin, bodyText: string | null, attachmentCount: number, attachmentDocumentIds: Array<string>, reviewedBy: { __typename: 'User', id: string, fullName: string } | null } };

export type UpdateEmailMutationVariables = Exact<{
  input: UpdateEmailInput;
}>;


export type UpdateEmailMutation = { updateEmail: { __typename: 'CaseEmail', id: string, version: number, description: string, category: string | null, subCategory: string | null, reviewed: boolean, reviewedAt: string | null, sentAt: string, fromAddress: string, toAddresses: string, direction: EmailDirection, origin: EmailOrigin, bodyText: string | null, attachmentCount: number, attachmentDocumentIds: Array<string>, reviewedBy: { __typename: 'User', id: string, fullName: string } | null } };

export type SetEmailReviewedMutationVariables = Exact<{
  id: string | number;
  reviewed: boolean;
}>;


export type SetEmailReviewedMutation = { setEmailReviewed: { __typename: 'CaseEmail', id: string, version: number, description: string, category: string | null, subCategory: string | null, reviewed: boolean, reviewedAt: string | null, sentAt: string, fromAddress: string, toAddresses: string, direction: EmailDirection, origin: EmailOrigin, bodyText: string | null, attachmentCount: number, attachmentDocumentIds: Array<string>, reviewedBy: { __typename: 'User', id: string, fullName: string } | null } };

export type DeleteEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmailMutation = { deleteEmail: boolean };

export type InsurancePolicyFieldsFragment = { __typename: 'InsurancePolicy', id: string, version: number, coverage: CoverageType, policyNumber: string | null, perPersonLimitCents: number | null, perOccurrenceLimitCents: number | null, claimNumber: string | null, claimStatus: ClaimStatus, reportedOn: string | null, notes: string | null, insurer: { __typename: 'Contact', id: string, name: string } | null, insured: { __typename: 'Party', id: string, category: PartyCategory, contact: { __typename: 'Contact', id: string, name: string } } | null, adjuster: { __typename: 'Contact', id: string, name: string, primaryPhone: string | null } | null };

export type InsurancePoliciesQueryVariables = Exact<{
  matterId: string | number;
}>;


export type InsurancePoliciesQuery = { insurancePolicies: { __typename: 'InsurancePolicyPage', totalCount: number, items: Array<{ __typename: 'InsurancePolicy', id: string, version: number, coverage: CoverageType, policyNumber: string | null, perPersonLimitCents: number | null, perOccurrenceLimitCents: number | null, claimNumber: string | null, claimStatus: ClaimStatus, reportedOn: string | null, notes: string | null, insurer: { __typename: 'Contact', id: string, name: string } | null, insured: { __typename: 'Party', id: string, category: PartyCategory, contact: { __typename: 'Contact', id: string, name: string } } | null, adjuster: { __typename: 'Contact', id: string, name: string, primaryPhone: string | null } | null }> } };

export type AddInsurancePolicyMutationVariables = Exact<{
  input: AddInsurancePolicyInput;
}>;


export type AddInsurancePolicyMutation = { addInsurancePolicy: { __typename: 'InsurancePolicy', id: string, version: number, coverage: CoverageType, policyNumber: string | null, perPersonLimitCents: number | null, perOccurrenceLimitCents: number | null, claimNumber: string | null, claimStatus: ClaimStatus, reportedOn: string | null, notes: string | null, insurer: { __typename: 'Contact', id: string, name: string } | null, insured: { __typename: 'Party', id: string, category: PartyCategory, contact: { __typename: 'Contact', id: string, name: string } } | null, adjuster: { __typename: 'Contact', id: string, name: string, primaryPhone: string | null } | null } };

export type UpdateInsurancePolicyMutationVariables = Exact<{
  input: UpdateInsurancePolicyInput;
}>;


export type UpdateInsurancePolicyMutation = { updateInsurancePolicy: { __typename: 'InsurancePolicy', id: string, version: number, coverage: CoverageType, policyNumber: string | null, perPersonLimitCents: number | null, perOccurrenceLimitCents: number | null, claimNumber: string | null, claimStatus: ClaimStatus, reportedOn: string | null, notes: string | null, insurer: { __typename: 'Contact', id: string, name: string } | null, insured: { __typename: 'Party', id: string, category: PartyCategory, contact: { __typename: 'Contact', id: string, name: string } } | null, adjuster: { __typename: 'Contact', id: string, name: string, primaryPhone: string | null } | null } };

export type RemoveInsurancePolicyMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveInsurancePolicyMutation = { removeInsurancePolicy: boolean };

export type IntakeMutationVariables = Exact<{
  input: IntakeInput;
}>;


export type IntakeMutation = { intake: { __typename: 'Matter', id: string, number: string, name: string } };

export type InvoiceSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceSummaryQuery = { invoiceSummary: { __typename: 'InvoiceSummary', paid: { __typename: 'InvoiceBucket', count: number, amountCents: number }, unpaid: { __typename: 'InvoiceBucket', count: number, amountCents: number }, overdue: { __typename: 'InvoiceBucket', count: number, amountCents: number } } };

export type InvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  search?: string | null | undefined;
  sortBy?: InvoiceSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type InvoicesQuery = { invoices: { __typename: 'InvoicePage', totalCount: number, items: Array<{ __typename: 'Invoice', id: string, version: number, number: string, dueDate: string, totalCents: number, balanceCents: number, status: InvoiceStatus, client: { __typename: 'Contact', id: string, name: string } | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null }> } };

export type InvoiceRowFragment = { __typename: 'Invoice', id: string, version: number, number: string, dueDate: string, totalCents: number, balanceCents: number, status: InvoiceStatus, client: { __typename: 'Contact', id: string, name: string } | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null };

export type InvoiceDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceDetailQuery = { invoice: { __typename: 'Invoice', invoiceDate: string, description: string | null, subtotalCents: number, paidCents: number, id: string, version: number, number: string, dueDate: string, totalCents: number, balanceCents: number, status: InvoiceStatus, attachment: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, lines: Array<{ __typename: 'InvoiceLine', id: string, description: string, utbmsTaskCode: string | null, utbmsActivityCode: string | null, utbmsExpenseCode: string | null, costId: string | null, quantity: string, rateCents: number, amountCents: number }>, payments: Array<{ __typename: 'Payment', id: string, amountCents: number, paidOn: string, method: PaymentMethod, reference: string | null, recordedBy: { __typename: 'User', id: string, fullName: string } | null }>, client: { __typename: 'Contact', id: string, name: string } | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null } };

export type InvoiceCasePickerQueryVariables = Exact<{
  contactId?: string | number | null | undefined;
  search?: string | null | undefined;
}>;


export type InvoiceCasePickerQuery = { matters: { __typename: 'MatterPage', items: Array<{ __typename: 'Matter', id: string, name: string, number: string }> } };

export type CreateInvoiceMutationVariables = Exact<{
  input: CreateInvoiceInput;
}>;


export type CreateInvoiceMutation = { createInvoice: { __typename: 'Invoice', id: string, number: string } };

export type UpdateInvoiceMutationVariables = Exact<{
  input: UpdateInvoiceInput;
}>;


export type UpdateInvoiceMutation = { updateInvoice: { __typename: 'Invoice', id: string, version: number, number: string } };

export type DeleteInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInvoiceMutation = { deleteInvoice: boolean };

export type RecordPaymentMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;


export type RecordPaymentMutation = { recordPayment: { __typename: 'Invoice', id: string, version: number, number: string, balanceCents: number, status: InvoiceStatus } };

export type TreatmentFieldsFragment = { __typename: 'Treatment', id: string, version: number, firstVisitOn: string | null, lastVisitOn: string | null, status: TreatmentStatus, notes: string | null, plaintiff: { __typename: 'Party', id: string, contact: { __typename: 'Contact', id: string, name: string } } | null, provider: { __typename: 'Contact', id: string, name: string } | null };

export type RecordsRequestFieldsFragment = { __typename: 'RecordsRequest', id: string, version: number, treatmentId: string, kind: RecordsRequestKind, requestedOn: string, followUpOn: string, receivedOn: string | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type MedicalBillFieldsFragment = { __typename: 'MedicalBill', id: string, version: number, treatmentId: string, serviceFrom: string, serviceTo: string | null, billedCents: number | null, healthPaidCents: number | null, pipPaidCents: number | null, adjustedCents: number | null, outstandingCents: number | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type LienFieldsFragment = { __typename: 'Lien', id: string, version: number, type: LienType, status: LienStatus, claimedCents: number | null, reductionRequestedCents: number | null, finalCents: number | null, billIds: Array<string>, notes: string | null, lienholder: { __typename: 'Contact', id: string, name: string } | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type MedicalTreatmentsQueryVariables = Exact<{
  matterId: string | number;
}>;


export type MedicalTreatmentsQuery = { medicalTreatments: { __typename: 'TreatmentPage', totalCount: number, items: Array<{ __typename: 'Treatment', id: string, version: number, firstVisitOn: string | null, lastVisitOn: string | null, status: TreatmentStatus, notes: string | null, plaintiff: { __typename: 'Party', id: string, contact: { __typename: 'Contact', id: string, name: string } } | null, provider: { __typename: 'Contact', id: string, name: string } | null }> } };

export type RecordsRequestsQueryVariables = Exact<{
  matterId: string | number;
}>;


export type RecordsRequestsQuery = { recordsRequests: { __typename: 'RecordsRequestPage', totalCount: number, items: Array<{ __typename: 'RecordsRequest', id: string, version: number, treatmentId: string, kind: RecordsRequestKind, requestedOn: string, followUpOn: string, receivedOn: string | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null }> } };

export type MedicalBillsQueryVariables = Exact<{
  matterId: string | number;
}>;


export type MedicalBillsQuery = { medicalBills: { __typename: 'MedicalBillPage', totalCount: number, items: Array<{ __typename: 'MedicalBill', id: string, version: number, treatmentId: string, serviceFrom: string, serviceTo: string | null, billedCents: number | null, healthPaidCents: number | null, pipPaidCents: number | null, adjustedCents: number | null, outstandingCents: number | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null }> } };

export type MedicalSpecialsQueryVariables = Exact<{
  matterId: string | number;
}>;


export type MedicalSpecialsQuery = { medicalSpecials: { __typename: 'MedicalSpecials', billedCents: number | null, paidCents: number | null, adjustedCents: number | null, outstandingCents: number | null, providers: Array<{ __typename: 'ProviderSpecials', providerId: string, firstServiceOn: string | null, lastServiceOn: string | null, billCount: number, billedCents: number | null, paidCents: number | null, adjustedCents: number | null, outstandingCents: number | null, provider: { __typename: 'Contact', id: string, name: string } | null }> } };

export type LiensQueryVariables = Exact<{
  matterId: string | number;
}>;


export type LiensQuery = { liens: { __typename: 'LienPage', totalCount: number, items: Array<{ __typename: 'Lien', id: string, version: number, type: LienType, status: LienStatus, claimedCents: number | null, reductionRequestedCents: number | null, finalCents: number | null, billIds: Array<string>, notes: string | null, lienholder: { __typename: 'Contact', id: string, name: string } | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null }> }, lienTotals: { __typename: 'LienTotals', count: number, claimedCents: number | null, finalCents: number | null, expectedCents: number | null } };

export type AddTreatmentMutationVariables = Exact<{
  input: AddTreatmentInput;
}>;


export type AddTreatmentMutation = { addTreatment: { __typename: 'Treatment', id: string, version: number, firstVisitOn: string | null, lastVisitOn: string | null, status: TreatmentStatus, notes: string | null, plaintiff: { __typename: 'Party', id: string, contact: { __typename: 'Contact', id: string, name: string } } | null, provider: { __typename: 'Contact', id: string, name: string } | null } };

export type UpdateTreatmentMutationVariables = Exact<{
  input: UpdateTreatmentInput;
}>;


export type UpdateTreatmentMutation = { updateTreatment: { __typename: 'Treatment', id: string, version: number, firstVisitOn: string | null, lastVisitOn: string | null, status: TreatmentStatus, notes: string | null, plaintiff: { __typename: 'Party', id: string, contact: { __typename: 'Contact', id: string, name: string } } | null, provider: { __typename: 'Contact', id: string, name: string } | null } };

export type RemoveTreatmentMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveTreatmentMutation = { removeTreatment: boolean };

export type AddRecordsRequestMutationVariables = Exact<{
  input: AddRecordsRequestInput;
}>;


export type AddRecordsRequestMutation = { addRecordsRequest: { __typename: 'RecordsRequest', id: string, version: number, treatmentId: string, kind: RecordsRequestKind, requestedOn: string, followUpOn: string, receivedOn: string | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type UpdateRecordsRequestMutationVariables = Exact<{
  input: UpdateRecordsRequestInput;
}>;


export type UpdateRecordsRequestMutation = { updateRecordsRequest: { __typename: 'RecordsRequest', id: string, version: number, treatmentId: string, kind: RecordsRequestKind, requestedOn: string, followUpOn: string, receivedOn: string | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type RemoveRecordsRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveRecordsRequestMutation = { removeRecordsRequest: boolean };

export type AddMedicalBillMutationVariables = Exact<{
  input: AddMedicalBillInput;
}>;


export type AddMedicalBillMutation = { addMedicalBill: { __typename: 'MedicalBill', id: string, version: number, treatmentId: string, serviceFrom: string, serviceTo: string | null, billedCents: number | null, healthPaidCents: number | null, pipPaidCents: number | null, adjustedCents: number | null, outstandingCents: number | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type UpdateMedicalBillMutationVariables = Exact<{
  input: UpdateMedicalBillInput;
}>;


export type UpdateMedicalBillMutation = { updateMedicalBill: { __typename: 'MedicalBill', id: string, version: number, treatmentId: string, serviceFrom: string, serviceTo: string | null, billedCents: number | null, healthPaidCents: number | null, pipPaidCents: number | null, adjustedCents: number | null, outstandingCents: number | null, provider: { __typename: 'Contact', id: string, name: string } | null, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type RemoveMedicalBillMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveMedicalBillMutation = { removeMedicalBill: boolean };

export type AddLienMutationVariables = Exact<{
  input: AddLienInput;
}>;


export type AddLienMutation = { addLien: { __typename: 'Lien', id: string, version: number, type: LienType, status: LienStatus, claimedCents: number | null, reductionRequestedCents: number | null, finalCents: number | null, billIds: Array<string>, notes: string | null, lienholder: { __typename: 'Contact', id: string, name: string } | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type UpdateLienMutationVariables = Exact<{
  input: UpdateLienInput;
}>;


export type UpdateLienMutation = { updateLien: { __typename: 'Lien', id: string, version: number, type: LienType, status: LienStatus, claimedCents: number | null, reductionRequestedCents: number | null, finalCents: number | null, billIds: Array<string>, notes: string | null, lienholder: { __typename: 'Contact', id: string, name: string } | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type RemoveLienMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveLienMutation = { removeLien: boolean };

export type MessageFieldsFragment = { __typename: 'Message', id: string, body: string, senderId: string, conversationId: string, createdAt: string };

export type ConversationFieldsFragment = { __typename: 'Conversation', id: string, lastMessageAt: string | null, unreadCount: number, lastMessage: { __typename: 'Message', id: string, body: string, senderId: string, conversationId: string, createdAt: string } | null, other: { __typename: 'User', id: string, fullName: string, avatarUrl: string | null, lastSeenAt: string | null, role: Role } | null };

export type ConversationsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type ConversationsQuery = { conversations: { __typename: 'ConversationPage', totalCount: number, items: Array<{ __typename: 'Conversation', id: string, lastMessageAt: string | null, unreadCount: number, lastMessage: { __typename: 'Message', id: string, body: string, senderId: string, conversationId: string, createdAt: string } | null, other: { __typename: 'User', id: string, fullName: string, avatarUrl: string | null, lastSeenAt: string | null, role: Role } | null }> } };

export type ConversationHistoryQueryVariables = Exact<{
  conversationId: string | number;
  before?: string | number | null | undefined;
}>;


export type ConversationHistoryQuery = { conversationMessages: { __typename: 'MessageHistory', hasMore: boolean, items: Array<{ __typename: 'Message', id: string, body: string, senderId: string, conversationId: string, createdAt: string }> } };

export type MessageRecipientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MessageRecipientsQuery = { messageRecipients: { __typename: 'UserPage', items: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null, role: Role }> } };

export type StartConversationMutationVariables = Exact<{
  userId: string | number;
}>;


export type StartConversationMutation = { startConversation: { __typename: 'Conversation', id: string, lastMessageAt: string | null, unreadCount: number, lastMessage: { __typename: 'Message', id: string, body: string, senderId: string, conversationId: string, createdAt: string } | null, other: { __typename: 'User', id: string, fullName: string, avatarUrl: string | null, lastSeenAt: string | null, role: Role } | null } };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { sendMessage: { __typename: 'Message', id: string, body: string, senderId: string, conversationId: string, createdAt: string } };

export type MarkConversationReadMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type MarkConversationReadMutation = { markConversationRead: { __typename: 'Conversation', id: string } };

export type MessageEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MessageEventsSubscription = { messageEvents: { __typename: 'MessageEvent', cursor: string, type: MessageEventType, conversationId: string, readerId: string | null, message: { __typename: 'Message', id: string, body: string, senderId: string, conversationId: string, createdAt: string } | null } };

export type ViewConversationMutationVariables = Exact<{
  conversationId: string | number;
  viewing: boolean;
}>;


export type ViewConversationMutation = { viewConversation: boolean };

export type NoteFieldsFragment = { __typename: 'Note', id: string, version: number, type: string, body: string, createdAt: string, updatedAt: string, author: { __typename: 'User', id: string, fullName: string } | null };

export type MatterNotesQueryVariables = Exact<{
  matterId: string | number;
  search?: string | null | undefined;
  sortBy?: NoteSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MatterNotesQuery = { matterNotes: { __typename: 'NotePage', totalCount: number, items: Array<{ __typename: 'Note', id: string, version: number, type: string, body: string, createdAt: string, updatedAt: string, author: { __typename: 'User', id: string, fullName: string } | null }> } };

export type AddMatterNoteMutationVariables = Exact<{
  input: AddMatterNoteInput;
}>;


export type AddMatterNoteMutation = { addMatterNote: { __typename: 'Note', id: string, version: number, type: string, body: string, createdAt: string, updatedAt: string, author: { __typename: 'User', id: string, fullName: string } | null } };

export type UpdateNoteMutationVariables = Exact<{
  input: UpdateNoteInput;
}>;


export type UpdateNoteMutation = { updateNote: { __typename: 'Note', id: string, version: number, type: string, body: string, createdAt: string, updatedAt: string, author: { __typename: 'User', id: string, fullName: string } | null } };

export type NotificationFieldsFragment = { __typename: 'Notification', id: string, type: NotificationType, message: string, link: string | null, createdAt: string, readAt: string | null };

export type NotificationsQueryVariables = Exact<{
  type?: NotificationType | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: { __typename: 'NotificationPage', totalCount: number, items: Array<{ __typename: 'Notification', id: string, type: NotificationType, message: string, link: string | null, createdAt: string, readAt: string | null }> } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
  read: boolean;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { __typename: 'Notification', id: string, type: NotificationType, message: string, link: string | null, createdAt: string, readAt: string | null } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type DeleteNotificationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNotificationMutation = { deleteNotification: boolean };

export type NotificationEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type NotificationEventsSubscription = { notificationEvents: { __typename: 'NotificationEvent', cursor: string, notification: { __typename: 'Notification', id: string, type: NotificationType, message: string, link: string | null, createdAt: string, readAt: string | null } } };

export type OptionListsQueryVariables = Exact<{
  keys?: Array<OptionListKey> | OptionListKey | null | undefined;
}>;


export type OptionListsQuery = { optionLists: Array<{ __typename: 'OptionList', key: OptionListKey, values: Array<string> }> };

export type AllOptionListsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllOptionListsQuery = { optionLists: Array<{ __typename: 'OptionList', key: OptionListKey, values: Array<string>, customized: boolean }> };

export type SetOptionListMutationVariables = Exact<{
  input: SetOptionListInput;
}>;


export type SetOptionListMutation = { setOptionList: { __typename: 'OptionList', key: OptionListKey, values: Array<string>, customized: boolean } };

export type SearchTextFragment = { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> };

export type SearchGroupFieldsFragment = { __typename: 'SearchGroup', kind: SearchKind, totalCount: number, items: Array<{ __typename: 'SearchHit', kind: SearchKind, id: string, matterId: string | null, date: string | null, email: string | null, avatarUrl: string | null, title: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> }, detail: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, snippet: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, people: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> };

export type SearchAnythingQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type SearchAnythingQuery = { search: { __typename: 'SearchResults', query: string, tasks: { __typename: 'SearchGroup', kind: SearchKind, totalCount: number, items: Array<{ __typename: 'SearchHit', kind: SearchKind, id: string, matterId: string | null, date: string | null, email: string | null, avatarUrl: string | null, title: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> }, detail: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, snippet: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, people: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> }, cases: { __typename: 'SearchGroup', kind: SearchKind, totalCount: number, items: Array<{ __typename: 'SearchHit', kind: SearchKind, id: string, matterId: string | null, date: string | null, email: string | null, avatarUrl: string | null, title: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> }, detail: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, snippet: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, people: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> }, contacts: { __typename: 'SearchGroup', kind: SearchKind, totalCount: number, items: Array<{ __typename: 'SearchHit', kind: SearchKind, id: string, matterId: string | null, date: string | null, email: string | null, avatarUrl: string | null, title: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> }, detail: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, snippet: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, people: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> }, documents: { __typename: 'SearchGroup', kind: SearchKind, totalCount: number, items: Array<{ __typename: 'SearchHit', kind: SearchKind, id: string, matterId: string | null, date: string | null, email: string | null, avatarUrl: string | null, title: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> }, detail: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, snippet: { __typename: 'HighlightedText', text: string, matches: Array<{ __typename: 'TextRange', start: number, length: number }> } | null, people: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> } } };

export type DemandPackageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DemandPackageTemplatesQuery = { documentTemplates: { __typename: 'DocumentTemplatePage', items: Array<{ __typename: 'DocumentTemplate', id: string, name: string }> } };

export type DemandPackageDocumentsQueryVariables = Exact<{
  matterId: string | number;
  search?: string | null | undefined;
}>;


export type DemandPackageDocumentsQuery = { documents: { __typename: 'DocumentEntryPage', items: Array<
      | { __typename: 'Document', id: string, title: string, contentType: string }
      | { __typename: 'DocumentFolder' }
    > } };

export type AssembleDemandPackageMutationVariables = Exact<{
  input: AssembleDemandPackageInput;
}>;


export type AssembleDemandPackageMutation = { assembleDemandPackage: { __typename: 'NegotiationEntry', id: string, version: number, happenedOn: string, kind: NegotiationKind, amountCents: number | null, policyId: string | null, partyId: string | null, responseDueOn: string | null, notes: string | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, packageDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type FeeTermsFieldsFragment = { __typename: 'FeeTerms', kind: FeeKind, basis: FeeBasis, flatCents: number | null, hourlyRateCents: number | null, tiers: Array<{ __typename: 'FeeTier', stage: FeeStage, rate: string, upToCents: number | null }> };

export type FeeAgreementFieldsFragment = { __typename: 'FeeAgreement', id: string, version: number, signedOn: string | null, appealFiledOn: string | null, notes: string | null, terms: { __typename: 'FeeTerms', kind: FeeKind, basis: FeeBasis, flatCents: number | null, hourlyRateCents: number | null, tiers: Array<{ __typename: 'FeeTier', stage: FeeStage, rate: string, upToCents: number | null }> }, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type CaseFeeAgreementQueryVariables = Exact<{
  matterId: string | number;
}>;


export type CaseFeeAgreementQuery = { caseFeeAgreement: { __typename: 'CaseFeeAgreement', currentRate: string, stage: FeeStage, stageReason: string, terms: { __typename: 'FeeTerms', kind: FeeKind, basis: FeeBasis, flatCents: number | null, hourlyRateCents: number | null, tiers: Array<{ __typename: 'FeeTier', stage: FeeStage, rate: string, upToCents: number | null }> }, agreement: { __typename: 'FeeAgreement', id: string, version: number, signedOn: string | null, appealFiledOn: string | null, notes: string | null, terms: { __typename: 'FeeTerms', kind: FeeKind, basis: FeeBasis, flatCents: number | null, hourlyRateCents: number | null, tiers: Array<{ __typename: 'FeeTier', stage: FeeStage, rate: string, upToCents: number | null }> }, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } | null } };

export type SaveFeeAgreementMutationVariables = Exact<{
  input: SaveFeeAgreementInput;
}>;


export type SaveFeeAgreementMutation = { saveFeeAgreement: { __typename: 'FeeAgreement', id: string, version: number, signedOn: string | null, appealFiledOn: string | null, notes: string | null, terms: { __typename: 'FeeTerms', kind: FeeKind, basis: FeeBasis, flatCents: number | null, hourlyRateCents: number | null, tiers: Array<{ __typename: 'FeeTier', stage: FeeStage, rate: string, upToCents: number | null }> }, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type FirmFeeDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type FirmFeeDefaultsQuery = { firmFeeDefaults: { __typename: 'FirmFeeDefaults', version: number, updatedAt: string, terms: { __typename: 'FeeTerms', kind: FeeKind, basis: FeeBasis, flatCents: number | null, hourlyRateCents: number | null, tiers: Array<{ __typename: 'FeeTier', stage: FeeStage, rate: string, upToCents: number | null }> } } };

export type SaveFirmFeeDefaultsMutationVariables = Exact<{
  input: SaveFirmFeeDefaultsInput;
}>;


export type SaveFirmFeeDefaultsMutation = { saveFirmFeeDefaults: { __typename: 'FirmFeeDefaults', version: number, updatedAt: string, terms: { __typename: 'FeeTerms', kind: FeeKind, basis: FeeBasis, flatCents: number | null, hourlyRateCents: number | null, tiers: Array<{ __typename: 'FeeTier', stage: FeeStage, rate: string, upToCents: number | null }> } } };

export type NegotiationFieldsFragment = { __typename: 'NegotiationEntry', id: string, version: number, happenedOn: string, kind: NegotiationKind, amountCents: number | null, policyId: string | null, partyId: string | null, responseDueOn: string | null, notes: string | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, packageDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type NegotiationSummaryQueryVariables = Exact<{
  matterId: string | number;
}>;


export type NegotiationSummaryQuery = { negotiationSummary: { __typename: 'NegotiationSummary', currentDemandCents: number | null, bestOfferCents: number | null, gapCents: number | null, nextResponseDueOn: string | null, entries: number } };

export type NegotiationsQueryVariables = Exact<{
  matterId: string | number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type NegotiationsQuery = { negotiations: { __typename: 'NegotiationPage', totalCount: number, items: Array<{ __typename: 'NegotiationEntry', id: string, version: number, happenedOn: string, kind: NegotiationKind, amountCents: number | null, policyId: string | null, partyId: string | null, responseDueOn: string | null, notes: string | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, packageDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null }> } };

export type AddNegotiationMutationVariables = Exact<{
  input: AddNegotiationInput;
}>;


export type AddNegotiationMutation = { addNegotiation: { __typename: 'NegotiationEntry', id: string, version: number, happenedOn: string, kind: NegotiationKind, amountCents: number | null, policyId: string | null, partyId: string | null, responseDueOn: string | null, notes: string | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, packageDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type UpdateNegotiationMutationVariables = Exact<{
  input: UpdateNegotiationInput;
}>;


export type UpdateNegotiationMutation = { updateNegotiation: { __typename: 'NegotiationEntry', id: string, version: number, happenedOn: string, kind: NegotiationKind, amountCents: number | null, policyId: string | null, partyId: string | null, responseDueOn: string | null, notes: string | null, letterDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, packageDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type RemoveNegotiationMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveNegotiationMutation = { removeNegotiation: boolean };

export type StatementFieldsFragment = { __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } };

export type SettlementFieldsFragment = { __typename: 'Settlement', id: string, version: number, amountCents: number | null, settledOn: string, policyId: string | null, terms: string | null, shares: Array<{ __typename: 'SettlementShare', plaintiffPartyId: string | null, amountCents: number }>, statements: Array<{ __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } }> };

export type SettlementsQueryVariables = Exact<{
  matterId: string | number;
}>;


export type SettlementsQuery = { settlements: { __typename: 'SettlementPage', totalCount: number, items: Array<{ __typename: 'Settlement', id: string, version: number, amountCents: number | null, settledOn: string, policyId: string | null, terms: string | null, shares: Array<{ __typename: 'SettlementShare', plaintiffPartyId: string | null, amountCents: number }>, statements: Array<{ __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } }> }> } };

export type RecordSettlementMutationVariables = Exact<{
  input: RecordSettlementInput;
}>;


export type RecordSettlementMutation = { recordSettlement: { __typename: 'Settlement', id: string, version: number, amountCents: number | null, settledOn: string, policyId: string | null, terms: string | null, shares: Array<{ __typename: 'SettlementShare', plaintiffPartyId: string | null, amountCents: number }>, statements: Array<{ __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } }> } };

export type UpdateSettlementMutationVariables = Exact<{
  input: UpdateSettlementInput;
}>;


export type UpdateSettlementMutation = { updateSettlement: { __typename: 'Settlement', id: string, version: number, amountCents: number | null, settledOn: string, policyId: string | null, terms: string | null, shares: Array<{ __typename: 'SettlementShare', plaintiffPartyId: string | null, amountCents: number }>, statements: Array<{ __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } }> } };

export type RemoveSettlementMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveSettlementMutation = { removeSettlement: boolean };

export type UpdateSettlementStatementMutationVariables = Exact<{
  input: UpdateStatementInput;
}>;


export type UpdateSettlementStatementMutation = { updateSettlementStatement: { __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } } };

export type FinalizeSettlementStatementMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type FinalizeSettlementStatementMutation = { finalizeSettlementStatement: { __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } } };

export type ReviseSettlementStatementMutationVariables = Exact<{
  id: string | number;
}>;


export type ReviseSettlementStatementMutation = { reviseSettlementStatement: { __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } } };

export type SignSettlementStatementMutationVariables = Exact<{
  input: SignStatementInput;
}>;


export type SignSettlementStatementMutation = { signSettlementStatement: { __typename: 'SettlementStatement', id: string, version: number, matterId: string, settlementId: string, plaintiffPartyId: string | null, plaintiffName: string | null, revision: number, state: StatementState, current: boolean, finalizedAt: string | null, supersededAt: string | null, signedOn: string | null, reduceProRata: boolean, feeOverrideCents: number | null, feeOverrideReason: string | null, signedDocument: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null, figures: { __typename: 'StatementFigures', basis: FeeBasis, stage: FeeStage, feeDescription: string, grossCents: number | null, feeBaseCents: number | null, computedFeeCents: number | null, feeCents: number | null, costsCents: number | null, liensCents: number | null, billsCents: number | null, othersCents: number | null, deductionsCents: number | null, netCents: number | null, shortfallCents: number | null, roundingNote: string, lines: Array<{ __typename: 'StatementLine', key: string, kind: StatementLineKind, description: string, source: string, note: string | null, baseCents: number | null, amountCents: number | null, included: boolean, reducible: boolean, procurementReduction: boolean }> } } };

export type TaskFieldsFragment = { __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> };

export type BoardQueryVariables = Exact<{
  matterId?: string | number | null | undefined;
  search?: string | null | undefined;
  inQueue: number;
  inProgress: number;
  needRevision: number;
  done: number;
}>;


export type BoardQuery = { inQueue: { __typename: 'TaskPage', totalCount: number, items: Array<{ __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> }, inProgress: { __typename: 'TaskPage', totalCount: number, items: Array<{ __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> }, needRevision: { __typename: 'TaskPage', totalCount: number, items: Array<{ __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> }, done: { __typename: 'TaskPage', totalCount: number, items: Array<{ __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> } };

export type TaskTableQueryVariables = Exact<{
  matterId?: string | number | null | undefined;
  search?: string | null | undefined;
  sortBy?: TaskSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TaskTableQuery = { tasks: { __typename: 'TaskPage', totalCount: number, items: Array<{ __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> }> } };

export type CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type CreateTaskMutation = { createTask: { __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> } };

export type UpdateTaskMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type UpdateTaskMutation = { updateTask: { __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> } };

export type MoveTaskMutationVariables = Exact<{
  input: MoveTaskInput;
}>;


export type MoveTaskMutation = { moveTask: { __typename: 'Task', id: string, title: string, description: string | null, dueDate: string | null, column: TaskColumn, position: number, priority: TaskPriority, estimateMinutes: number | null, type: string | null, version: number, createdAt: string, matterId: string | null, matter: { __typename: 'Matter', id: string, name: string, number: string } | null, requester: { __typename: 'User', id: string, fullName: string } | null, assignees: Array<{ __typename: 'User', id: string, fullName: string, avatarUrl: string | null }> } };

export type DeleteTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTaskMutation = { deleteTask: boolean };

export type TaskEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type TaskEventsSubscription = { taskEvents: { __typename: 'TaskEvent', cursor: string, taskId: string, change: string } };

export type DocumentTemplateFieldsFragment = { __typename: 'DocumentTemplate', id: string, version: number, name: string, body: string | null, updatedAt: string, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null };

export type DocumentTemplatesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type DocumentTemplatesQuery = { documentTemplates: { __typename: 'DocumentTemplatePage', totalCount: number, items: Array<{ __typename: 'DocumentTemplate', id: string, version: number, name: string, body: string | null, updatedAt: string, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null }> } };

export type TemplateMergeFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateMergeFieldsQuery = { templateMergeFields: Array<{ __typename: 'TemplateMergeField', key: string, description: string, example: string }> };

export type CreateDocumentTemplateMutationVariables = Exact<{
  input: CreateDocumentTemplateInput;
}>;


export type CreateDocumentTemplateMutation = { createDocumentTemplate: { __typename: 'DocumentTemplate', id: string, version: number, name: string, body: string | null, updatedAt: string, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type UpdateDocumentTemplateMutationVariables = Exact<{
  input: UpdateDocumentTemplateInput;
}>;


export type UpdateDocumentTemplateMutation = { updateDocumentTemplate: { __typename: 'DocumentTemplate', id: string, version: number, name: string, body: string | null, updatedAt: string, document: { __typename: 'Document', id: string, title: string, downloadUrl: string } | null } };

export type RemoveDocumentTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveDocumentTemplateMutation = { removeDocumentTemplate: boolean };

export type DemandLetterPreviewQueryVariables = Exact<{
  input: DemandLetterPreviewInput;
}>;


export type DemandLetterPreviewQuery = { demandLetterPreview: string };

export type WorkflowTemplateFieldsFragment = { __typename: 'WorkflowTemplate', id: string, version: number, name: string, caseType: string | null, trigger: WorkflowTrigger, stage: string | null, active: boolean, steps: Array<{ __typename: 'WorkflowStep', id: string, position: number, title: string, description: string | null, type: string | null, priority: TaskPriority, dueOffsetDays: number | null, assigneeRole: Role | null }> };

export type WorkflowTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkflowTemplatesQuery = { workflowTemplates: Array<{ __typename: 'WorkflowTemplate', id: string, version: number, name: string, caseType: string | null, trigger: WorkflowTrigger, stage: string | null, active: boolean, steps: Array<{ __typename: 'WorkflowStep', id: string, position: number, title: string, description: string | null, type: string | null, priority: TaskPriority, dueOffsetDays: number | null, assigneeRole: Role | null }> }> };

export type CreateWorkflowTemplateMutationVariables = Exact<{
  input: WorkflowTemplateInput;
}>;


export type CreateWorkflowTemplateMutation = { createWorkflowTemplate: { __typename: 'WorkflowTemplate', id: string, version: number, name: string, caseType: string | null, trigger: WorkflowTrigger, stage: string | null, active: boolean, steps: Array<{ __typename: 'WorkflowStep', id: string, position: number, title: string, description: string | null, type: string | null, priority: TaskPriority, dueOffsetDays: number | null, assigneeRole: Role | null }> } };

export type UpdateWorkflowTemplateMutationVariables = Exact<{
  input: UpdateWorkflowTemplateInput;
}>;


export type UpdateWorkflowTemplateMutation = { updateWorkflowTemplate: { __typename: 'WorkflowTemplate', id: string, version: number, name: string, caseType: string | null, trigger: WorkflowTrigger, stage: string | null, active: boolean, steps: Array<{ __typename: 'WorkflowStep', id: string, position: number, title: string, description: string | null, type: string | null, priority: TaskPriority, dueOffsetDays: number | null, assigneeRole: Role | null }> } };

export type DeleteWorkflowTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWorkflowTemplateMutation = { deleteWorkflowTemplate: boolean };

export type AddStarterWorkflowTemplatesMutationVariables = Exact<{ [key: string]: never; }>;


export type AddStarterWorkflowTemplatesMutation = { addStarterWorkflowTemplates: Array<{ __typename: 'WorkflowTemplate', id: string, version: number, name: string, caseType: string | null, trigger: WorkflowTrigger, stage: string | null, active: boolean, steps: Array<{ __typename: 'WorkflowStep', id: string, position: number, title: string, description: string | null, type: string | null, priority: TaskPriority, dueOffsetDays: number | null, assigneeRole: Role | null }> }> };

export type ApplyWorkflowChoicesQueryVariables = Exact<{
  matterId: string | number;
}>;


export type ApplyWorkflowChoicesQuery = { matter: { __typename: 'Matter', id: string, caseType: string | null }, workflowTemplates: Array<{ __typename: 'WorkflowTemplate', id: string, version: number, name: string, caseType: string | null, trigger: WorkflowTrigger, stage: string | null, active: boolean, steps: Array<{ __typename: 'WorkflowStep', id: string, position: number, title: string, description: string | null, type: string | null, priority: TaskPriority, dueOffsetDays: number | null, assigneeRole: Role | null }> }>, matterWorkflowApplications: Array<{ __typename: 'WorkflowApplication', id: string, templateId: string | null, templateName: string, trigger: WorkflowTrigger, taskCount: number, appliedAt: string, appliedBy: { __typename: 'User', id: string, fullName: string } | null }> };

export type ApplyWorkflowTemplateMutationVariables = Exact<{
  matterId: string | number;
  templateId: string | number;
}>;


export type ApplyWorkflowTemplateMutation = { applyWorkflowTemplate: { __typename: 'WorkflowApplication', id: string, templateName: string, taskCount: number } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: UpdateMyProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, avatarUrl: string | null, role: Role, version: number, firm: { __typename: 'Firm', id: string, name: string } | null, permissions: { __typename: 'ViewerPermissions', seeBilling: boolean, manageBilling: boolean, exportLists: boolean, manageUsers: boolean } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type SessionEndedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionEndedSubscription = { sessionEnded: { __typename: 'SessionEnded', reason: SessionEndReason } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { logout: boolean };

export type CaseRecordEventsSubscriptionVariables = Exact<{
  matterId: string | number;
  after?: string | null | undefined;
}>;


export type CaseRecordEventsSubscription = { caseRecordEvents: { __typename: 'CaseRecordEvent', cursor: string, matterId: string, kind: CaseRecordKind, change: CaseRecordChange, recordId: string } };

export const BackOfficeFirmRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeFirmRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeFirm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BackOfficeFirmRowFragment, unknown>;
export const BackOfficePersonRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficePersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BackOfficePersonRowFragment, unknown>;
export const RoleUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoleUserFieldsFragment, unknown>;
export const AiMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chatId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AiMessageFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"manageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"exportLists"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const CalendarEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoLink"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<CalendarEventFieldsFragment, unknown>;
export const CaseDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDays"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"accessUserIds"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroup"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"caseSubType"}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"court"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"liabilityCode"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"mergedFacts"}},{"kind":"Field","name":{"kind":"Name","value":"accidentTiming"}},{"kind":"Field","name":{"kind":"Name","value":"previousAttorney"}},{"kind":"Field","name":{"kind":"Name","value":"injuryLocation"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"reportedIncident"}},{"kind":"Field","name":{"kind":"Name","value":"seriousInjury"}},{"kind":"Field","name":{"kind":"Name","value":"noInjury"}},{"kind":"Field","name":{"kind":"Name","value":"otherInjuries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingSource"}},{"kind":"Field","name":{"kind":"Name","value":"lawFirm"}},{"kind":"Field","name":{"kind":"Name","value":"attorney"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseDetailFieldsFragment, unknown>;
export const PartyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"primaryComment"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<PartyFieldsFragment, unknown>;
export const ContactDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"otherEmails"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"referredBy"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactType"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"preventMailing"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"noAutoCommunication"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"websites"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"ein"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"mothersMaidenName"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"marriageDate"}},{"kind":"Field","name":{"kind":"Name","value":"marriageLocation"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"religion"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenseState"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idState"}},{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"ssnMasked"}},{"kind":"Field","name":{"kind":"Name","value":"tfnMasked"}},{"kind":"Field","name":{"kind":"Name","value":"medicareMasked"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenseMasked"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"canText"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"autoComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"useOrgAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<ContactDetailFieldsFragment, unknown>;
export const CaseCostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"incurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reimbursable"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<CaseCostFieldsFragment, unknown>;
export const EconomicDamageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EconomicDamageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EconomicDamage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unitsThousandths"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<EconomicDamageFieldsFragment, unknown>;
export const NegotiationDueFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationDueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationDue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"happenedOn"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueOn"}}]}}]} as unknown as DocumentNode<NegotiationDueFieldsFragment, unknown>;
export const StatuteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<StatuteFieldsFragment, unknown>;
export const ChainTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChainTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineChainTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"triggerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fromPosition"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"createTask"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<ChainTemplateFieldsFragment, unknown>;
export const FolderCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<FolderCardFieldsFragment, unknown>;
export const DocumentCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}}]}}]}}]} as unknown as DocumentNode<DocumentCardFieldsFragment, unknown>;
export const CaseEmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentDocumentIds"}}]}}]} as unknown as DocumentNode<CaseEmailFieldsFragment, unknown>;
export const InsurancePolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsurancePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsurancePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"perPersonLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"perOccurrenceLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"claimNumber"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reportedOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"insurer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjuster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<InsurancePolicyFieldsFragment, unknown>;
export const InvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<InvoiceRowFragment, unknown>;
export const TreatmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreatmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Treatment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TreatmentFieldsFragment, unknown>;
export const RecordsRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordsRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedOn"}},{"kind":"Field","name":{"kind":"Name","value":"followUpOn"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<RecordsRequestFieldsFragment, unknown>;
export const MedicalBillFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalBillFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTo"}},{"kind":"Field","name":{"kind":"Name","value":"billedCents"}},{"kind":"Field","name":{"kind":"Name","value":"healthPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"pipPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<MedicalBillFieldsFragment, unknown>;
export const LienFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LienFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lien"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCents"}},{"kind":"Field","name":{"kind":"Name","value":"reductionRequestedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalCents"}},{"kind":"Field","name":{"kind":"Name","value":"billIds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"lienholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<LienFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageFieldsFragment, unknown>;
export const ConversationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"other"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConversationFieldsFragment, unknown>;
export const NoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<NoteFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const SearchTextFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HighlightedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}}]}}]} as unknown as DocumentNode<SearchTextFragment, unknown>;
export const SearchGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HighlightedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}}]}}]} as unknown as DocumentNode<SearchGroupFieldsFragment, unknown>;
export const FeeTermsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"flatCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"upToCents"}}]}}]}}]} as unknown as DocumentNode<FeeTermsFieldsFragment, unknown>;
export const FeeAgreementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeAgreementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeAgreement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"appealFiledOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTermsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"flatCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"upToCents"}}]}}]}}]} as unknown as DocumentNode<FeeAgreementFieldsFragment, unknown>;
export const NegotiationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"happenedOn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<NegotiationFieldsFragment, unknown>;
export const StatementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}}]} as unknown as DocumentNode<StatementFieldsFragment, unknown>;
export const SettlementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}}]} as unknown as DocumentNode<SettlementFieldsFragment, unknown>;
export const TaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<TaskFieldsFragment, unknown>;
export const DocumentTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<DocumentTemplateFieldsFragment, unknown>;
export const WorkflowTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dueOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<WorkflowTemplateFieldsFragment, unknown>;
export const BackOfficeTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"yesterday"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attorneys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"yesterday"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paralegals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"yesterday"}}]}}]}}]}}]} as unknown as DocumentNode<BackOfficeTotalsQuery, BackOfficeTotalsQueryVariables>;
export const BackOfficeAiUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeAiUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AiUsagePeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeAiUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<BackOfficeAiUsageQuery, BackOfficeAiUsageQueryVariables>;
export const BackOfficeAiUsageSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeAiUsageSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AiUsageRange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeAiUsageSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"words"}}]}}]}}]}}]} as unknown as DocumentNode<BackOfficeAiUsageSeriesQuery, BackOfficeAiUsageSeriesQueryVariables>;
export const BackOfficeTopFirmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeTopFirms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeTopFirms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeMembers"}},{"kind":"Field","name":{"kind":"Name","value":"aiWords"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficeFirmRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeFirmRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeFirm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BackOfficeTopFirmsQuery, BackOfficeTopFirmsQueryVariables>;
export const BackOfficeFirmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeFirms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FirmSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeFirms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficeFirmRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeFirmRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeFirm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BackOfficeFirmsQuery, BackOfficeFirmsQueryVariables>;
export const BackOfficePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficePeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeRole"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficePeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficePersonRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficePersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BackOfficePeopleQuery, BackOfficePeopleQueryVariables>;
export const CreateFirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invitationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficeFirmRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeFirmRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeFirm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateFirmMutation, CreateFirmMutationVariables>;
export const UpdateFirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficeFirmRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeFirmRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeFirm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateFirmMutation, UpdateFirmMutationVariables>;
export const SetFirmStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFirmStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFirmStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficeFirmRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeFirmRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeFirm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SetFirmStatusMutation, SetFirmStatusMutationVariables>;
export const DeleteFirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteFirmMutation, DeleteFirmMutationVariables>;
export const UpdateBackOfficePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBackOfficePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBackOfficePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBackOfficePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficePersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficePersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateBackOfficePersonMutation, UpdateBackOfficePersonMutationVariables>;
export const SetBackOfficePersonStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBackOfficePersonStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBackOfficePersonStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficePersonRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficePersonRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetBackOfficePersonStatusMutation, SetBackOfficePersonStatusMutationVariables>;
export const DeleteBackOfficePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBackOfficePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBackOfficePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteBackOfficePersonMutation, DeleteBackOfficePersonMutationVariables>;
export const FirmPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirmPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firmPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paralegalsSeeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"staffSeeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"attorneysManageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"staffExportLists"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<FirmPermissionsQuery, FirmPermissionsQueryVariables>;
export const UpdateFirmPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFirmPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFirmPermissionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFirmPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paralegalsSeeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"staffSeeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"attorneysManageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"staffExportLists"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateFirmPermissionsMutation, UpdateFirmPermissionsMutationVariables>;
export const RoleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firmUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoleUsersQuery, RoleUsersQueryVariables>;
export const AddFirmUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFirmUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddFirmUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFirmUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AddFirmUserMutation, AddFirmUserMutationVariables>;
export const UpdateFirmUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFirmUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFirmUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFirmUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateFirmUserMutation, UpdateFirmUserMutationVariables>;
export const DeleteFirmUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFirmUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFirmUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFirmUserMutation, DeleteFirmUserMutationVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const AiChatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiChats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiChats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AiChatsQuery, AiChatsQueryVariables>;
export const AiChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AiChatMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chatId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiChatMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chatId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chatId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chatId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AiChatMessagesQuery, AiChatMessagesQueryVariables>;
export const SendAiMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAiMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendAiMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAiMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chatId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendAiMessageMutation, SendAiMessageMutationVariables>;
export const RenameAiChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameAiChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameAiChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameAiChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<RenameAiChatMutation, RenameAiChatMutationVariables>;
export const DeleteAiChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAiChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAiChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAiChatMutation, DeleteAiChatMutationVariables>;
export const AiEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AiEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aiEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"chatId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AiMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AiMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AiMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chatId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AiEventsSubscription, AiEventsSubscriptionVariables>;
export const InvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"firmName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"manageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"exportLists"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"manageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"exportLists"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"manageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"exportLists"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const CalendarEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoLink"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const MyMonthEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMonthEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"attendeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoLink"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<MyMonthEventsQuery, MyMonthEventsQueryVariables>;
export const UpcomingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoLink"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<UpcomingEventsQuery, UpcomingEventsQueryVariables>;
export const CreateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoLink"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<CreateCalendarEventMutation, CreateCalendarEventMutationVariables>;
export const UpdateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoLink"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateCalendarEventMutation, UpdateCalendarEventMutationVariables>;
export const MoveCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveCalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoLink"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<MoveCalendarEventMutation, MoveCalendarEventMutationVariables>;
export const DeleteCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>;
export const CalendarUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CalendarUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<CalendarUpdatesSubscription, CalendarUpdatesSubscriptionVariables>;
export const CalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const ResetCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<ResetCalendarFeedMutation, ResetCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const CreateMatterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMatter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMatterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMatter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<CreateMatterMutation, CreateMatterMutationVariables>;
export const CaseBrowseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseBrowse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMoney"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"incident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusDays"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffInsurance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"demandCents"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMoney"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"bestOfferCents"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMoney"}}}]}]}]}}]}}]}}]} as unknown as DocumentNode<CaseBrowseQuery, CaseBrowseQueryVariables>;
export const CasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMoney"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overdueTaskCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"demandCents"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMoney"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"bestOfferCents"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMoney"}}}]}]}]}}]}}]}}]} as unknown as DocumentNode<CasesQuery, CasesQueryVariables>;
export const DeleteMatterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMatter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMatter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMatterMutation, DeleteMatterMutationVariables>;
export const MatterPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"CREATED"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<MatterPickerQuery, MatterPickerQueryVariables>;
export const CaseDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDays"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"accessUserIds"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroup"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"caseSubType"}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"court"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"liabilityCode"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"mergedFacts"}},{"kind":"Field","name":{"kind":"Name","value":"accidentTiming"}},{"kind":"Field","name":{"kind":"Name","value":"previousAttorney"}},{"kind":"Field","name":{"kind":"Name","value":"injuryLocation"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"reportedIncident"}},{"kind":"Field","name":{"kind":"Name","value":"seriousInjury"}},{"kind":"Field","name":{"kind":"Name","value":"noInjury"}},{"kind":"Field","name":{"kind":"Name","value":"otherInjuries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingSource"}},{"kind":"Field","name":{"kind":"Name","value":"lawFirm"}},{"kind":"Field","name":{"kind":"Name","value":"attorney"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseDetailQuery, CaseDetailQueryVariables>;
export const UpdateMatterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMatter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMatterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMatter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDays"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"accessUserIds"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroup"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"caseSubType"}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"court"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"liabilityCode"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"mergedFacts"}},{"kind":"Field","name":{"kind":"Name","value":"accidentTiming"}},{"kind":"Field","name":{"kind":"Name","value":"previousAttorney"}},{"kind":"Field","name":{"kind":"Name","value":"injuryLocation"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"reportedIncident"}},{"kind":"Field","name":{"kind":"Name","value":"seriousInjury"}},{"kind":"Field","name":{"kind":"Name","value":"noInjury"}},{"kind":"Field","name":{"kind":"Name","value":"otherInjuries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingSource"}},{"kind":"Field","name":{"kind":"Name","value":"lawFirm"}},{"kind":"Field","name":{"kind":"Name","value":"attorney"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateMatterMutation, UpdateMatterMutationVariables>;
export const UpdateIncidentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIncident"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIncidentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIncident"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDays"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"accessUserIds"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroup"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"caseSubType"}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"court"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"liabilityCode"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"mergedFacts"}},{"kind":"Field","name":{"kind":"Name","value":"accidentTiming"}},{"kind":"Field","name":{"kind":"Name","value":"previousAttorney"}},{"kind":"Field","name":{"kind":"Name","value":"injuryLocation"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"reportedIncident"}},{"kind":"Field","name":{"kind":"Name","value":"seriousInjury"}},{"kind":"Field","name":{"kind":"Name","value":"noInjury"}},{"kind":"Field","name":{"kind":"Name","value":"otherInjuries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingSource"}},{"kind":"Field","name":{"kind":"Name","value":"lawFirm"}},{"kind":"Field","name":{"kind":"Name","value":"attorney"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateIncidentMutation, UpdateIncidentMutationVariables>;
export const AddMatterStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMatterStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMatterStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDays"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"accessUserIds"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroup"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"caseSubType"}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"court"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"liabilityCode"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"mergedFacts"}},{"kind":"Field","name":{"kind":"Name","value":"accidentTiming"}},{"kind":"Field","name":{"kind":"Name","value":"previousAttorney"}},{"kind":"Field","name":{"kind":"Name","value":"injuryLocation"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"reportedIncident"}},{"kind":"Field","name":{"kind":"Name","value":"seriousInjury"}},{"kind":"Field","name":{"kind":"Name","value":"noInjury"}},{"kind":"Field","name":{"kind":"Name","value":"otherInjuries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingSource"}},{"kind":"Field","name":{"kind":"Name","value":"lawFirm"}},{"kind":"Field","name":{"kind":"Name","value":"attorney"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddMatterStaffMutation, AddMatterStaffMutationVariables>;
export const RemoveMatterStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMatterStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMatterStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDays"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"accessUserIds"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroup"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"caseSubType"}},{"kind":"Field","name":{"kind":"Name","value":"practiceArea"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"court"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"liabilityCode"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"facts"}},{"kind":"Field","name":{"kind":"Name","value":"mergedFacts"}},{"kind":"Field","name":{"kind":"Name","value":"accidentTiming"}},{"kind":"Field","name":{"kind":"Name","value":"previousAttorney"}},{"kind":"Field","name":{"kind":"Name","value":"injuryLocation"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOwner"}},{"kind":"Field","name":{"kind":"Name","value":"reportedIncident"}},{"kind":"Field","name":{"kind":"Name","value":"seriousInjury"}},{"kind":"Field","name":{"kind":"Name","value":"noInjury"}},{"kind":"Field","name":{"kind":"Name","value":"otherInjuries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingSource"}},{"kind":"Field","name":{"kind":"Name","value":"lawFirm"}},{"kind":"Field","name":{"kind":"Name","value":"attorney"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RemoveMatterStaffMutation, RemoveMatterStaffMutationVariables>;
export const AddTimelineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTimelineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimelineEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTimelineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddTimelineEntryMutation, AddTimelineEntryMutationVariables>;
export const UpdateTimelineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimelineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimelineEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimelineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateTimelineEntryMutation, UpdateTimelineEntryMutationVariables>;
export const RemoveTimelineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTimelineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTimelineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveTimelineEntryMutation, RemoveTimelineEntryMutationVariables>;
export const MatterActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matterActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatterActivityQuery, MatterActivityQueryVariables>;
export const FirmStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirmStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firmUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<FirmStaffQuery, FirmStaffQueryVariables>;
export const PartiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Parties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PartyCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"primaryComment"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<PartiesQuery, PartiesQueryVariables>;
export const AddPartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPartyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"primaryComment"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<AddPartyMutation, AddPartyMutationVariables>;
export const UpdatePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePartyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"primaryComment"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<UpdatePartyMutation, UpdatePartyMutationVariables>;
export const RemovePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePartyMutation, RemovePartyMutationVariables>;
export const PartyConflictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartyConflicts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conflictCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarity"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appearances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartyConflictsQuery, PartyConflictsQueryVariables>;
export const CreateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateContactMutation, CreateContactMutationVariables>;
export const ConflictCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConflictCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conflictCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarity"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<ConflictCheckQuery, ConflictCheckQueryVariables>;
export const ContactListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContactListQuery, ContactListQueryVariables>;
export const ContactPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]}}]} as unknown as DocumentNode<ContactPickerQuery, ContactPickerQueryVariables>;
export const ContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Contacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}}]}}]}}]} as unknown as DocumentNode<ContactsQuery, ContactsQueryVariables>;
export const DeleteContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteContactMutation, DeleteContactMutationVariables>;
export const ContactDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"otherEmails"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"referredBy"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactType"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"preventMailing"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"noAutoCommunication"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"websites"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"ein"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"mothersMaidenName"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"marriageDate"}},{"kind":"Field","name":{"kind":"Name","value":"marriageLocation"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"religion"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenseState"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idState"}},{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"ssnMasked"}},{"kind":"Field","name":{"kind":"Name","value":"tfnMasked"}},{"kind":"Field","name":{"kind":"Name","value":"medicareMasked"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenseMasked"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"canText"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"autoComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"useOrgAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<ContactDetailQuery, ContactDetailQueryVariables>;
export const UpdateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"otherEmails"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"referredBy"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contactType"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfDeath"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"preventMailing"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"noAutoCommunication"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"websites"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"ein"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"mothersMaidenName"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"marriageDate"}},{"kind":"Field","name":{"kind":"Name","value":"marriageLocation"}},{"kind":"Field","name":{"kind":"Name","value":"spouseName"}},{"kind":"Field","name":{"kind":"Name","value":"religion"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenseState"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idState"}},{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"ssnMasked"}},{"kind":"Field","name":{"kind":"Name","value":"tfnMasked"}},{"kind":"Field","name":{"kind":"Name","value":"medicareMasked"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenseMasked"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"canText"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"autoComments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"useOrgAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<UpdateContactMutation, UpdateContactMutationVariables>;
export const RevealContactIdentifierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealContactIdentifier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactIdentifier"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealContactIdentifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}}]}]}}]} as unknown as DocumentNode<RevealContactIdentifierMutation, RevealContactIdentifierMutationVariables>;
export const RelatedContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatedContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatedContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}}]}}]}}]} as unknown as DocumentNode<RelatedContactsQuery, RelatedContactsQueryVariables>;
export const ContactNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContactNotesQuery, ContactNotesQueryVariables>;
export const AddContactNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddContactNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContactNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContactNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddContactNoteMutation, AddContactNoteMutationVariables>;
export const DeleteNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const ContactCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"CREATED"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ContactCasesQuery, ContactCasesQueryVariables>;
export const CaseCostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseCosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CostCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseCostFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseCostTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"reimbursableCents"}},{"kind":"Field","name":{"kind":"Name","value":"unbilledCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"incurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reimbursable"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<CaseCostsQuery, CaseCostsQueryVariables>;
export const UnbilledCostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnbilledCosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseCosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"unbilled"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<UnbilledCostsQuery, UnbilledCostsQueryVariables>;
export const AddCaseCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCaseCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCaseCostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"incurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reimbursable"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AddCaseCostMutation, AddCaseCostMutationVariables>;
export const UpdateCaseCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCaseCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseCostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseCostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseCostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseCost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"incurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reimbursable"}},{"kind":"Field","name":{"kind":"Name","value":"billed"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateCaseCostMutation, UpdateCaseCostMutationVariables>;
export const RemoveCaseCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCaseCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCaseCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveCaseCostMutation, RemoveCaseCostMutationVariables>;
export const EconomicDamagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EconomicDamages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"economicDamages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EconomicDamageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EconomicDamageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EconomicDamage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unitsThousandths"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<EconomicDamagesQuery, EconomicDamagesQueryVariables>;
export const CaseDamagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDamages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseDamages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalBilledCents"}},{"kind":"Field","name":{"kind":"Name","value":"medicalOutstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensClaimedCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensExpectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"lostWagesCents"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDamageCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherDamagesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalEconomicCents"}}]}}]}}]} as unknown as DocumentNode<CaseDamagesQuery, CaseDamagesQueryVariables>;
export const AddEconomicDamageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddEconomicDamage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddEconomicDamageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEconomicDamage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EconomicDamageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EconomicDamageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EconomicDamage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unitsThousandths"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AddEconomicDamageMutation, AddEconomicDamageMutationVariables>;
export const UpdateEconomicDamageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEconomicDamage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEconomicDamageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEconomicDamage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EconomicDamageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EconomicDamageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EconomicDamage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unitsThousandths"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateEconomicDamageMutation, UpdateEconomicDamageMutationVariables>;
export const RemoveEconomicDamageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveEconomicDamage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeEconomicDamage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveEconomicDamageMutation, RemoveEconomicDamageMutationVariables>;
export const DashboardSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openTasks"}},{"kind":"Field","name":{"kind":"Name","value":"overdueTasks"}},{"kind":"Field","name":{"kind":"Name","value":"tasksDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const TasksAssignedByMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TasksAssignedByMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assignedById"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}},{"kind":"Argument","name":{"kind":"Name","value":"open"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"DUE_DATE"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<TasksAssignedByMeQuery, TasksAssignedByMeQueryVariables>;
export const DashboardCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staffId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffId"}}},{"kind":"Argument","name":{"kind":"Name","value":"overdue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NEXT_TASK_DUE"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"overdueTaskCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardCasesQuery, DashboardCasesQueryVariables>;
export const DashboardNegotiationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardNegotiations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demandsAwaitingResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationDueFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiationResponsesDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationDueFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationDueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationDue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"happenedOn"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueOn"}}]}}]} as unknown as DocumentNode<DashboardNegotiationsQuery, DashboardNegotiationsQueryVariables>;
export const MatterStatutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterStatutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matterStatutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<MatterStatutesQuery, MatterStatutesQueryVariables>;
export const StatutesAtRiskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatutesAtRisk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withinDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatuteSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statutesAtRisk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withinDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withinDays"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<StatutesAtRiskQuery, StatutesAtRiskQueryVariables>;
export const StatutePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatutePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"incidentDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statutePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"caseType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseType"}}},{"kind":"Argument","name":{"kind":"Name","value":"incidentDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"incidentDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<StatutePreviewQuery, StatutePreviewQueryVariables>;
export const RecordComplaintFiledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordComplaintFiled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatuteSatisfiedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordComplaintFiled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<RecordComplaintFiledMutation, RecordComplaintFiledMutationVariables>;
export const UndoComplaintFiledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoComplaintFiled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatuteKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoComplaintFiled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<UndoComplaintFiledMutation, UndoComplaintFiledMutationVariables>;
export const OverrideStatuteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OverrideStatute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatuteOverrideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overrideStatute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<OverrideStatuteMutation, OverrideStatuteMutationVariables>;
export const AddStatuteTollingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStatuteTolling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatuteTollingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStatuteTolling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<AddStatuteTollingMutation, AddStatuteTollingMutationVariables>;
export const RemoveStatuteTollingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStatuteTolling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStatuteTolling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<RemoveStatuteTollingMutation, RemoveStatuteTollingMutationVariables>;
export const AddStatutePairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStatutePair"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatuteKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStatutePair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<AddStatutePairMutation, AddStatutePairMutationVariables>;
export const RemoveStatutePairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStatutePair"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatuteKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStatutePair"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatuteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatuteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matterName"}},{"kind":"Field","name":{"kind":"Name","value":"matterNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"defendantPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"defendantName"}},{"kind":"Field","name":{"kind":"Name","value":"incidentDate"}},{"kind":"Field","name":{"kind":"Name","value":"incidentState"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tolling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"computedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"overrideDay"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"satisfiedNote"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"rulesConfirmed"}}]}}]} as unknown as DocumentNode<RemoveStatutePairMutation, RemoveStatutePairMutationVariables>;
export const DeadlineChainTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeadlineChainTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadlineChainTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChainTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChainTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineChainTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"triggerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fromPosition"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"createTask"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<DeadlineChainTemplatesQuery, DeadlineChainTemplatesQueryVariables>;
export const SaveDeadlineChainTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDeadlineChainTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineChainTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDeadlineChainTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChainTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChainTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineChainTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"triggerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fromPosition"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"createTask"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<SaveDeadlineChainTemplateMutation, SaveDeadlineChainTemplateMutationVariables>;
export const DeleteDeadlineChainTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDeadlineChainTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDeadlineChainTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDeadlineChainTemplateMutation, DeleteDeadlineChainTemplateMutationVariables>;
export const AddStarterDeadlineChainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStarterDeadlineChains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStarterDeadlineChains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChainTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChainTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineChainTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"triggerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"fromPosition"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"createTask"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<AddStarterDeadlineChainsMutation, AddStarterDeadlineChainsMutationVariables>;
export const MatterDeadlineChainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterDeadlineChains"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matterDeadlineChains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"triggerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"triggerDay"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"computedDay"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyMoved"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}}]}}]}}]}}]} as unknown as DocumentNode<MatterDeadlineChainsQuery, MatterDeadlineChainsQueryVariables>;
export const ApplyDeadlineChainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyDeadlineChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyDeadlineChainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyDeadlineChain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ApplyDeadlineChainMutation, ApplyDeadlineChainMutationVariables>;
export const ChangeDeadlineTriggerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeDeadlineTrigger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chainId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"triggerDay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeDeadlineTrigger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chainId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chainId"}}},{"kind":"Argument","name":{"kind":"Name","value":"triggerDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"triggerDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keptMoved"}}]}}]}}]} as unknown as DocumentNode<ChangeDeadlineTriggerMutation, ChangeDeadlineTriggerMutationVariables>;
export const MoveDeadlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveDeadline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveDeadline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyMoved"}}]}}]}}]} as unknown as DocumentNode<MoveDeadlineMutation, MoveDeadlineMutationVariables>;
export const RemoveDeadlineChainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDeadlineChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDeadlineChain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveDeadlineChainMutation, RemoveDeadlineChainMutationVariables>;
export const CourtDeadlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourtDeadline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trigger"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodUnit"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeadlineDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courtDeadline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trigger"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trigger"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"unit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unit"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<CourtDeadlineQuery, CourtDeadlineQueryVariables>;
export const LimitationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LimitationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownRules"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starterAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"reminderOffsets"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"discoveryNote"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<LimitationRulesQuery, LimitationRulesQueryVariables>;
export const SetLimitationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLimitationRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LimitationRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLimitationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownRules"}}]}}]}}]} as unknown as DocumentNode<SetLimitationRulesMutation, SetLimitationRulesMutationVariables>;
export const ConfirmLimitationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmLimitationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmLimitationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]}}]} as unknown as DocumentNode<ConfirmLimitationRulesMutation, ConfirmLimitationRulesMutationVariables>;
export const SetStatuteReminderOffsetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStatuteReminderOffsets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offsets"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStatuteReminderOffsets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offsets"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offsets"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderOffsets"}}]}}]}}]} as unknown as DocumentNode<SetStatuteReminderOffsetsMutation, SetStatuteReminderOffsetsMutationVariables>;
export const DocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentListKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCardFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}}]}}]}}]} as unknown as DocumentNode<DocumentsQuery, DocumentsQueryVariables>;
export const FolderPathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FolderPath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderPath"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}}]}}]}}]} as unknown as DocumentNode<FolderPathQuery, FolderPathQueryVariables>;
export const FolderPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FolderPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"FOLDERS"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FolderPickerQuery, FolderPickerQueryVariables>;
export const DocumentCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}]}}]} as unknown as DocumentNode<DocumentCategoriesQuery, DocumentCategoriesQueryVariables>;
export const DocumentUploadLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentUploadLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentUploadLimit"}}]}}]} as unknown as DocumentNode<DocumentUploadLimitQuery, DocumentUploadLimitQueryVariables>;
export const CreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<CreateFolderMutation, CreateFolderMutationVariables>;
export const RenameFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<RenameFolderMutation, RenameFolderMutationVariables>;
export const RenameDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}}]}}]}}]} as unknown as DocumentNode<RenameDocumentMutation, RenameDocumentMutationVariables>;
export const MoveFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<MoveFolderMutation, MoveFolderMutationVariables>;
export const MoveDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}}]}}]}}]} as unknown as DocumentNode<MoveDocumentMutation, MoveDocumentMutationVariables>;
export const DeleteFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFolderMutation, DeleteFolderMutationVariables>;
export const DeleteDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDocumentMutation, DeleteDocumentMutationVariables>;
export const CaseDocumentPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDocumentPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"DOCUMENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"RECENT"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CaseDocumentPickerQuery, CaseDocumentPickerQueryVariables>;
export const MatterEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matterEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEmailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentDocumentIds"}}]}}]} as unknown as DocumentNode<MatterEmailsQuery, MatterEmailsQueryVariables>;
export const RecordEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentDocumentIds"}}]}}]} as unknown as DocumentNode<RecordEmailMutation, RecordEmailMutationVariables>;
export const UpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentDocumentIds"}}]}}]} as unknown as DocumentNode<UpdateEmailMutation, UpdateEmailMutationVariables>;
export const SetEmailReviewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmailReviewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmailReviewed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentDocumentIds"}}]}}]} as unknown as DocumentNode<SetEmailReviewedMutation, SetEmailReviewedMutationVariables>;
export const DeleteEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEmailMutation, DeleteEmailMutationVariables>;
export const InsurancePoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsurancePolicies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insurancePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsurancePolicyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsurancePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsurancePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"perPersonLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"perOccurrenceLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"claimNumber"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reportedOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"insurer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjuster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<InsurancePoliciesQuery, InsurancePoliciesQueryVariables>;
export const AddInsurancePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInsurancePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddInsurancePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInsurancePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsurancePolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsurancePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsurancePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"perPersonLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"perOccurrenceLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"claimNumber"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reportedOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"insurer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjuster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<AddInsurancePolicyMutation, AddInsurancePolicyMutationVariables>;
export const UpdateInsurancePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInsurancePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInsurancePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInsurancePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InsurancePolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InsurancePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsurancePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}},{"kind":"Field","name":{"kind":"Name","value":"policyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"perPersonLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"perOccurrenceLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"claimNumber"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reportedOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"insurer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjuster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]} as unknown as DocumentNode<UpdateInsurancePolicyMutation, UpdateInsurancePolicyMutationVariables>;
export const RemoveInsurancePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveInsurancePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeInsurancePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveInsurancePolicyMutation, RemoveInsurancePolicyMutationVariables>;
export const IntakeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Intake"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IntakeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intake"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<IntakeMutation, IntakeMutationVariables>;
export const InvoiceSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overdue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceSummaryQuery, InvoiceSummaryQueryVariables>;
export const InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"utbmsTaskCode"}},{"kind":"Field","name":{"kind":"Name","value":"utbmsActivityCode"}},{"kind":"Field","name":{"kind":"Name","value":"utbmsExpenseCode"}},{"kind":"Field","name":{"kind":"Name","value":"costId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<InvoiceDetailQuery, InvoiceDetailQueryVariables>;
export const InvoiceCasePickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCasePicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"CREATED"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceCasePickerQuery, InvoiceCasePickerQueryVariables>;
export const CreateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const UpdateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;
export const DeleteInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const RecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const MedicalTreatmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicalTreatments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalTreatments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreatmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreatmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Treatment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MedicalTreatmentsQuery, MedicalTreatmentsQueryVariables>;
export const RecordsRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordsRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordsRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordsRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedOn"}},{"kind":"Field","name":{"kind":"Name","value":"followUpOn"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<RecordsRequestsQuery, RecordsRequestsQueryVariables>;
export const MedicalBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicalBills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicalBillFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalBillFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTo"}},{"kind":"Field","name":{"kind":"Name","value":"billedCents"}},{"kind":"Field","name":{"kind":"Name","value":"healthPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"pipPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<MedicalBillsQuery, MedicalBillsQueryVariables>;
export const MedicalSpecialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MedicalSpecials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medicalSpecials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billedCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstServiceOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastServiceOn"}},{"kind":"Field","name":{"kind":"Name","value":"billCount"}},{"kind":"Field","name":{"kind":"Name","value":"billedCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}}]}}]}}]}}]} as unknown as DocumentNode<MedicalSpecialsQuery, MedicalSpecialsQueryVariables>;
export const LiensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Liens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LienFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lienTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LienFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lien"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCents"}},{"kind":"Field","name":{"kind":"Name","value":"reductionRequestedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalCents"}},{"kind":"Field","name":{"kind":"Name","value":"billIds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"lienholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<LiensQuery, LiensQueryVariables>;
export const AddTreatmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTreatment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTreatmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTreatment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreatmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreatmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Treatment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddTreatmentMutation, AddTreatmentMutationVariables>;
export const UpdateTreatmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTreatment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTreatmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTreatment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreatmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreatmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Treatment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateTreatmentMutation, UpdateTreatmentMutationVariables>;
export const RemoveTreatmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTreatment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTreatment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveTreatmentMutation, RemoveTreatmentMutationVariables>;
export const AddRecordsRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddRecordsRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRecordsRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRecordsRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordsRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedOn"}},{"kind":"Field","name":{"kind":"Name","value":"followUpOn"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AddRecordsRequestMutation, AddRecordsRequestMutationVariables>;
export const UpdateRecordsRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRecordsRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRecordsRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecordsRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordsRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordsRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordsRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedOn"}},{"kind":"Field","name":{"kind":"Name","value":"followUpOn"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateRecordsRequestMutation, UpdateRecordsRequestMutationVariables>;
export const RemoveRecordsRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRecordsRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRecordsRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveRecordsRequestMutation, RemoveRecordsRequestMutationVariables>;
export const AddMedicalBillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMedicalBill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMedicalBillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMedicalBill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicalBillFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalBillFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTo"}},{"kind":"Field","name":{"kind":"Name","value":"billedCents"}},{"kind":"Field","name":{"kind":"Name","value":"healthPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"pipPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AddMedicalBillMutation, AddMedicalBillMutationVariables>;
export const UpdateMedicalBillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMedicalBill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMedicalBillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMedicalBill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MedicalBillFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MedicalBillFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MedicalBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"serviceTo"}},{"kind":"Field","name":{"kind":"Name","value":"billedCents"}},{"kind":"Field","name":{"kind":"Name","value":"healthPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"pipPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateMedicalBillMutation, UpdateMedicalBillMutationVariables>;
export const RemoveMedicalBillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMedicalBill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMedicalBill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveMedicalBillMutation, RemoveMedicalBillMutationVariables>;
export const AddLienDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLien"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLienInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLien"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LienFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LienFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lien"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCents"}},{"kind":"Field","name":{"kind":"Name","value":"reductionRequestedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalCents"}},{"kind":"Field","name":{"kind":"Name","value":"billIds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"lienholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AddLienMutation, AddLienMutationVariables>;
export const UpdateLienDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLien"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLienInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLien"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LienFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LienFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lien"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCents"}},{"kind":"Field","name":{"kind":"Name","value":"reductionRequestedCents"}},{"kind":"Field","name":{"kind":"Name","value":"finalCents"}},{"kind":"Field","name":{"kind":"Name","value":"billIds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"lienholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateLienMutation, UpdateLienMutationVariables>;
export const RemoveLienDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLien"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLien"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveLienMutation, RemoveLienMutationVariables>;
export const ConversationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"other"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ConversationsQuery, ConversationsQueryVariables>;
export const ConversationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConversationHistoryQuery, ConversationHistoryQueryVariables>;
export const MessageRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<MessageRecipientsQuery, MessageRecipientsQueryVariables>;
export const StartConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"other"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<StartConversationMutation, StartConversationMutationVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const MarkConversationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkConversationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const MessageEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"readerId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageEventsSubscription, MessageEventsSubscriptionVariables>;
export const ViewConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ViewConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewing"}}}]}]}}]} as unknown as DocumentNode<ViewConversationMutation, ViewConversationMutationVariables>;
export const MatterNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NoteSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matterNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<MatterNotesQuery, MatterNotesQueryVariables>;
export const AddMatterNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMatterNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMatterNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMatterNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<AddMatterNoteMutation, AddMatterNoteMutationVariables>;
export const UpdateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UpdateNoteMutation, UpdateNoteMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"read"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"read"},"value":{"kind":"Variable","name":{"kind":"Name","value":"read"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const DeleteNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const NotificationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<NotificationEventsSubscription, NotificationEventsSubscriptionVariables>;
export const OptionListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OptionLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OptionListKey"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<OptionListsQuery, OptionListsQueryVariables>;
export const AllOptionListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllOptionLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}}]}}]}}]} as unknown as DocumentNode<AllOptionListsQuery, AllOptionListsQueryVariables>;
export const SetOptionListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOptionList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOptionListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOptionList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"customized"}}]}}]}}]} as unknown as DocumentNode<SetOptionListMutation, SetOptionListMutationVariables>;
export const SearchAnythingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAnything"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HighlightedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<SearchAnythingQuery, SearchAnythingQueryVariables>;
export const DemandPackageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemandPackageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DemandPackageTemplatesQuery, DemandPackageTemplatesQueryVariables>;
export const DemandPackageDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemandPackageDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"DOCUMENTS"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DemandPackageDocumentsQuery, DemandPackageDocumentsQueryVariables>;
export const AssembleDemandPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssembleDemandPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssembleDemandPackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assembleDemandPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"happenedOn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AssembleDemandPackageMutation, AssembleDemandPackageMutationVariables>;
export const CaseFeeAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseFeeAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseFeeAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentRate"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"stageReason"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTermsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeAgreementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"flatCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"upToCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeAgreementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeAgreement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"appealFiledOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTermsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<CaseFeeAgreementQuery, CaseFeeAgreementQueryVariables>;
export const SaveFeeAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFeeAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveFeeAgreementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFeeAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeAgreementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"flatCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"upToCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeAgreementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeAgreement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"appealFiledOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTermsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<SaveFeeAgreementMutation, SaveFeeAgreementMutationVariables>;
export const FirmFeeDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirmFeeDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firmFeeDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTermsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"flatCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"upToCents"}}]}}]}}]} as unknown as DocumentNode<FirmFeeDefaultsQuery, FirmFeeDefaultsQueryVariables>;
export const SaveFirmFeeDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFirmFeeDefaults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveFirmFeeDefaultsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFirmFeeDefaults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTermsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"flatCents"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"upToCents"}}]}}]}}]} as unknown as DocumentNode<SaveFirmFeeDefaultsMutation, SaveFirmFeeDefaultsMutationVariables>;
export const NegotiationSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NegotiationSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"negotiationSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentDemandCents"}},{"kind":"Field","name":{"kind":"Name","value":"bestOfferCents"}},{"kind":"Field","name":{"kind":"Name","value":"gapCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextResponseDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}}]}}]}}]} as unknown as DocumentNode<NegotiationSummaryQuery, NegotiationSummaryQueryVariables>;
export const NegotiationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Negotiations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"negotiations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"happenedOn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<NegotiationsQuery, NegotiationsQueryVariables>;
export const AddNegotiationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNegotiation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddNegotiationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNegotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"happenedOn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AddNegotiationMutation, AddNegotiationMutationVariables>;
export const UpdateNegotiationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNegotiation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNegotiationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNegotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"happenedOn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"responseDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"letterDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateNegotiationMutation, UpdateNegotiationMutationVariables>;
export const RemoveNegotiationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveNegotiation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNegotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveNegotiationMutation, RemoveNegotiationMutationVariables>;
export const SettlementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettlementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}}]} as unknown as DocumentNode<SettlementsQuery, SettlementsQueryVariables>;
export const RecordSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordSettlementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettlementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}}]} as unknown as DocumentNode<RecordSettlementMutation, RecordSettlementMutationVariables>;
export const UpdateSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSettlementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettlementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettlementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settlement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"settledOn"}},{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}}]} as unknown as DocumentNode<UpdateSettlementMutation, UpdateSettlementMutationVariables>;
export const RemoveSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSettlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveSettlementMutation, RemoveSettlementMutationVariables>;
export const UpdateSettlementStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettlementStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettlementStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSettlementStatementMutation, UpdateSettlementStatementMutationVariables>;
export const FinalizeSettlementStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeSettlementStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeSettlementStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}}]} as unknown as DocumentNode<FinalizeSettlementStatementMutation, FinalizeSettlementStatementMutationVariables>;
export const ReviseSettlementStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviseSettlementStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviseSettlementStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}}]} as unknown as DocumentNode<ReviseSettlementStatementMutation, ReviseSettlementStatementMutationVariables>;
export const SignSettlementStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignSettlementStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signSettlementStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SettlementStatement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"settlementId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"plaintiffName"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedOn"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reduceProRata"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeOverrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"feeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeBaseCents"}},{"kind":"Field","name":{"kind":"Name","value":"computedFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"costsCents"}},{"kind":"Field","name":{"kind":"Name","value":"liensCents"}},{"kind":"Field","name":{"kind":"Name","value":"billsCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersCents"}},{"kind":"Field","name":{"kind":"Name","value":"deductionsCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"shortfallCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingNote"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"baseCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"included"}},{"kind":"Field","name":{"kind":"Name","value":"reducible"}},{"kind":"Field","name":{"kind":"Name","value":"procurementReduction"}}]}}]}}]}}]} as unknown as DocumentNode<SignSettlementStatementMutation, SignSettlementStatementMutationVariables>;
export const BoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Board"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inQueue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inProgress"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"needRevision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"done"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"inQueue"},"name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"IN_QUEUE"}},{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"POSITION"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inQueue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"inProgress"},"name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"IN_PROGRESS"}},{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"POSITION"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inProgress"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"needRevision"},"name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"NEED_REVISION"}},{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"POSITION"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"needRevision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"done"},"name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"column"},"value":{"kind":"EnumValue","value":"DONE"}},{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"POSITION"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"done"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<BoardQuery, BoardQueryVariables>;
export const TaskTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<TaskTableQuery, TaskTableQueryVariables>;
export const CreateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<CreateTaskMutation, CreateTaskMutationVariables>;
export const UpdateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const MoveTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"estimateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<MoveTaskMutation, MoveTaskMutationVariables>;
export const DeleteTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTaskMutation, DeleteTaskMutationVariables>;
export const TaskEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TaskEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<TaskEventsSubscription, TaskEventsSubscriptionVariables>;
export const DocumentTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentTemplateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<DocumentTemplatesQuery, DocumentTemplatesQueryVariables>;
export const TemplateMergeFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateMergeFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateMergeFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"example"}}]}}]}}]} as unknown as DocumentNode<TemplateMergeFieldsQuery, TemplateMergeFieldsQueryVariables>;
export const CreateDocumentTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDocumentTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocumentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<CreateDocumentTemplateMutation, CreateDocumentTemplateMutationVariables>;
export const UpdateDocumentTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDocumentTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocumentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateDocumentTemplateMutation, UpdateDocumentTemplateMutationVariables>;
export const RemoveDocumentTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDocumentTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDocumentTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveDocumentTemplateMutation, RemoveDocumentTemplateMutationVariables>;
export const DemandLetterPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemandLetterPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DemandLetterPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demandLetterPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DemandLetterPreviewQuery, DemandLetterPreviewQueryVariables>;
export const WorkflowTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dueOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<WorkflowTemplatesQuery, WorkflowTemplatesQueryVariables>;
export const CreateWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dueOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<CreateWorkflowTemplateMutation, CreateWorkflowTemplateMutationVariables>;
export const UpdateWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkflowTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dueOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkflowTemplateMutation, UpdateWorkflowTemplateMutationVariables>;
export const DeleteWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWorkflowTemplateMutation, DeleteWorkflowTemplateMutationVariables>;
export const AddStarterWorkflowTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStarterWorkflowTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStarterWorkflowTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dueOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<AddStarterWorkflowTemplatesMutation, AddStarterWorkflowTemplatesMutationVariables>;
export const ApplyWorkflowChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplyWorkflowChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workflowTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowTemplateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matterWorkflowApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseType"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dueOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeRole"}}]}}]}}]} as unknown as DocumentNode<ApplyWorkflowChoicesQuery, ApplyWorkflowChoicesQueryVariables>;
export const ApplyWorkflowTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyWorkflowTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyWorkflowTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}}]}}]}}]} as unknown as DocumentNode<ApplyWorkflowTemplateMutation, ApplyWorkflowTemplateMutationVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeBilling"}},{"kind":"Field","name":{"kind":"Name","value":"manageBilling"}},{"kind":"Field","name":{"kind":"Name","value":"exportLists"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}}]}}]}}]} as unknown as DocumentNode<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SessionEndedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionEnded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEnded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<SessionEndedSubscription, SessionEndedSubscriptionVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const CaseRecordEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CaseRecordEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseRecordEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}}]}}]}}]} as unknown as DocumentNode<CaseRecordEventsSubscription, CaseRecordEventsSubscriptionVariables>;