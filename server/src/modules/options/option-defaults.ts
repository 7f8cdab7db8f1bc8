import { OptionListKey } from './option-list.entity';

const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia',
  'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
  'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
  'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia',
  'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Puerto Rico', 'Guam', 'U.S. Virgin Islands',
];

/** What a firm starts with: sensible choices for a US personal-injury practice. */
export const OPTION_DEFAULTS: Record<OptionListKey, readonly string[]> = {
  [OptionListKey.CASE_GROUPS]: ['Personal Injury', 'Workers Compensation', 'Medical Malpractice', 'Product Liability', 'Wrongful Death', 'Premises Liability'],
  [OptionListKey.CASE_TYPES]: [
    'Car Accident', 'Truck Accident', 'Motorcycle Accident', 'Pedestrian Accident', 'Bicycle Accident', 'Rideshare Accident',
    'Slip and Fall', 'Dog Bite', 'Workplace Injury', 'Medical Malpractice', 'Product Liability', 'Wrongful Death', 'Other',
  ],
  [OptionListKey.PRACTICE_AREAS]: ['Personal Injury', 'Workers Compensation', 'Medical Malpractice', 'Civil Litigation', 'Insurance Defense'],
  [OptionListKey.MATTER_STAGES]: ['Intake', 'Investigation', 'Treatment', 'Demand', 'Negotiation', 'Litigation', 'Trial', 'Settlement', 'Closed'],
  [OptionListKey.PREFIXES]: ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Mx.', 'Dr.', 'Prof.', 'Hon.'],
  [OptionListKey.SUFFIXES]: ['Jr.', 'Sr.', 'II', 'III', 'IV', 'Esq.', 'MD', 'PhD'],
  [OptionListKey.ADDRESS_TYPES]: ['Home', 'Work', 'Mailing', 'Other'],
  [OptionListKey.STATES]: US_STATES,
  [OptionListKey.COUNTRIES]: ['United States', 'Canada', 'Mexico', 'United Kingdom', 'Australia', 'Other'],
  [OptionListKey.LANGUAGES]: ['English', 'Spanish', 'Chinese', 'Vietnamese', 'Tagalog', 'Arabic', 'French', 'Korean', 'Russian', 'Portuguese', 'Other'],
  [OptionListKey.ADVERTISING_SOURCES]: ['Google Ads', 'Facebook', 'Instagram', 'Television', 'Radio', 'Billboard', 'Yelp', 'Avvo', 'Website', 'Other'],
  [OptionListKey.LAW_FIRMS]: [],
  [OptionListKey.ATTORNEYS]: [],
  [OptionListKey.REFERRAL_SOURCE_NAMES]: ['Former Client', 'Friend or Family', 'Medical Provider', 'Chiropractor', 'Another Attorney', 'Walk-in', 'Other'],
  [OptionListKey.RELATIONSHIPS]: ['Friend', 'Family Member', 'Co-worker', 'Former Client', 'Medical Provider', 'Attorney', 'Other'],
  [OptionListKey.PARTY_ROLES]: ['Plaintiff', 'Defendant', 'Witness', 'Expert', 'Insurance Company', 'Adjuster', 'Medical Provider', 'Attorney', 'Emergency Contact', 'Third Party', 'Other'],
  [OptionListKey.PARTY_LABELS]: [
    'Primary Plaintiff', 'Co-Plaintiff', 'Primary Defendant', 'Co-Defendant', 'Key Witness', 'Character Witness', 'Medical Expert',
    'Financial Expert', 'Third Party Defendant', 'Third Party Plaintiff',
  ],
  [OptionListKey.LIABILITY_CODES]: ['Clear Liability', 'Disputed Liability', 'Comparative Fault', 'Unknown'],
  [OptionListKey.DOCUMENT_CATEGORIES]: [
    'Medical Records', 'Medical Bills', 'Police Report', 'Insurance', 'Correspondence', 'Pleadings', 'Discovery', 'Photos', 'Settlement', 'Other',
  ],
};
