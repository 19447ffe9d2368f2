import type { QuestionType } from '../../../shared/contract/question';
import type { Role } from '../../../shared/contract/permissions';

// The shape of one app's demo data. acme-*.ts and globex.ts fill it in; the seeders turn it into
// rows, so both apps go through the same code and differ only in size.

export interface UserSpec {
  email: string;
  name: string;
  lastName: string;
  role: Role;
  department?: string;
  designation?: string;
  joinedDaysAgo: number;
  /** Set for people who have left (their last working day, days before `now`). */
  leftDaysAgo?: number;
}

export interface OfficeSpec {
  city: string;
  state: string;
  country: string;
  display: string;
  address: string;
  pincode: string;
  branch: string;
}

export interface GroupSpec {
  groupName: string;
  groupDescription: string;
  /** Omitted: active (the column's default). */
  activeStatus?: 0 | 1;
  /** Omitted: no referral chat (the column's default). */
  enableReferralChat?: 0 | 1;
  city: string;
  members: string[];
}

export interface OrgSpec {
  divisions: string[];
  departments: { name: string; division: string; head?: string; subs?: string[] }[];
  functions: { name: string; head?: string; subs?: string[] }[];
  designations: string[];
  countries: { name: string; code: string }[];
  offices: OfficeSpec[];
  jobTypes: string[];
  employmentTypes: string[];
  skills: string[];
  platforms: { name: string; status: 0 | 1 }[];
  priorities: { name: string; status: 0 | 1 }[];
  groups: GroupSpec[];
}

export interface HiringSpec {
  statusColours: Record<string, string>;
  /** Middle statuses of each stage in order; To-be-start and Rejected are added around them. */
  stages: { name: string; statuses: string[] }[];
  pipelines: { name: string; stages: string[] }[];
  /** Each process's stage names in display order, each with its colour (like `statusColours`). */
  hiringProcesses: { name: string; stages: Record<string, string> }[];
  /** The first is the default status for jobs without a pipeline. */
  applicantStatuses: string[];
  sources: { source: string; identifier: string; description: string }[];
  /** The pipeline status that makes a referral payable (general settings). */
  payableStatus: string;
  /** Middle statuses where an applicant stops rather than passes through (On Hold, Not Cleared …). */
  stopStatuses: string[];
}

export interface ReferralConfigSpec {
  settingTypes: {
    name: string;
    isDefault: 0 | 1;
    paymentReleaseInDays: number;
    reHiredCandidate: 0 | 1;
    referralGapPeriod: number;
    selectionAttribute: number;
  }[];
  slabs: { slug: string; department?: string; designation: string; amount: number }[];
  /** Which designations may refer and which may not. */
  eligibility: { eligible: string[]; notEligible: string[] };
}

export interface ContentSpec {
  questionGroups: {
    name: string;
    description: string;
    status: 0 | 1;
    /** Short text, optional and without options unless said; a choice question's answers are among its options. */
    questions: { question: string; status?: 0 | 1; type?: QuestionType; options?: string[]; required?: 0 | 1; answers: string[] }[];
  }[];
  seoKeywords: { title: string; keywords: string[] }[];
  seoGraphs: { title: string; type: string; description: string; keywords: string[]; aboutJob: boolean }[];
  companyName: string;
  footer: string;
  appLinks: { appName: string; appUrl: string; colour: string; status: 0 | 1 }[];
}

export interface JobTemplate {
  title: string;
  profile: string;
  department: string;
  designation: string;
  function?: string;
  skills: string[];
  /** Null: the job runs without a hiring pipeline. */
  pipeline: string | null;
  questionGroup: string;
  group: string;
  jobType: string;
  employmentType: string;
  minExperience: number;
  maxExperience: number | null;
  education: string;
  slab?: string;
}

/** How many referrals end in each state (the payable ones split by payout state). */
export interface ReferralPlan {
  inProgress: number;
  rejected: number;
  duplicate: number;
  /** Hired and joined under 90 days ago: payout not yet due. */
  joinedRecently: number;
  /** Hired and joined over 90 days ago, by payout state. */
  payable: number;
  onHold: number;
  paid: number;
  notEligible: number;
}

export interface AppSeedSpec {
  key: string;
  name: string;
  timeZone: string;
  /** ISO 4217: the currency its amounts are shown in. */
  currency: string;
  /** PRNG seed, so each app's data is stable on its own. */
  seed: number;
  /** Job code prefix, e.g. ACM → ACM-1001. */
  codePrefix: string;
  users: UserSpec[];
  org: OrgSpec;
  hiring: HiringSpec;
  referral: ReferralConfigSpec;
  content: ContentSpec;
  jobTemplates: JobTemplate[];
  volume: { activeJobs: number; expiredJobs: number; applications: number; chats: number; referrals: ReferralPlan };
}
