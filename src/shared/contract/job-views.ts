// What the job endpoints answer (spec 000 §3 read-back fields): list rows, the detail, pickers,
// the pipeline drawer and analytics.

export interface PersonRef {
  id: number;
  name: string;
  lastName: string;
  email: string;
  designation: string | null;
}

export interface PlatformRef {
  id: number;
  name: string;
}

/** A row of GET /api/job. */
export interface JobListItem {
  jobId: number;
  jobTitle: string;
  jobCode: string | null;
  jobSlug: string | null;
  numberOfPositions: number | null;
  /** Applications to this job. */
  jobApplication: number;
  created_at: string;
  expiryDate: string | null;
  expired: boolean;
  jobStatusId: number;
  employmentCategoryId: number;
  department: { departmentId: number; departmentName: string } | null;
  jobType: { jobType: string } | null;
  location: { locationDisplay: string; city: string | null; country: string | null } | null;
  referralAmount: { id: number; slug: string; amount: number } | null;
  publishplatforms: PlatformRef[];
}

/** GET /api/job/{id}: every read-back field of spec §3, plus the ids the edit form needs. */
export interface JobDetail extends JobListItem {
  jobProfile: string | null;
  jobDescription: string;
  education: string | null;
  minExperience: number | null;
  maxExperience: number | null;
  jobTypeId: number | null;
  employmentTypeId: number | null;
  country: number | null;
  locationId: number | null;
  departmentId: number | null;
  subDepartmentId: number | null;
  functionId: number | null;
  subFunctionId: number | null;
  divisionId: number | null;
  designationId: number | null;
  groupId: number | null;
  jobPriorityId: number | null;
  hiringManagerId: number | null;
  recruitingManagerId: number | null;
  questionGroupId: number | null;
  pipeLineId: number | null;
  referralAmountId: number | null;
  skills: { id: number; name: string }[];
  userId: number[];
  recipients: { id: number; name: string; lastName: string; email: string }[];
  platformId: number[];
  slug: string | null;
  seoMetaTitle: string | null;
  seoMetaDescription: string | null;
  seoFocusKeyword: string | null;
  seoCanonicalTag: string | null;
  customSeoSchema: string | null;
  seoIndex: number;
  seoKeyword: string[];
  /** Whether an SEO image is stored (GET /api/job/{id}/seo-image serves it). */
  hasSeoImage: boolean;
  departmentHead: { name: string; lastName: string } | null;
  subDepartment: { name: string } | null;
  function: { name: string; functionHead: string | null } | null;
  subFunction: { name: string } | null;
  designation: { designation: string } | null;
  division: { name: string } | null;
  employmentType: { employmentType: string } | null;
  jobPriority: { name: string } | null;
  hiringManager: PersonRef | null;
  recruitingManager: PersonRef | null;
  pipeline: { id: number; name: string } | null;
  questionGroup: { groupName: string; description: string } | null;
  group: { groupName: string } | null;
  createdBy: { name: string; lastName: string } | null;
  updated_at: string;
}

/** GET /api/jobs/filter and /api/expired-jobs/filter rows (job pickers). */
export interface JobOption {
  jobId: number;
  jobTitle: string;
  jobCode: string | null;
}

/** GET /api/job/{id}/view-application: the job's pipeline with applicant counts per status. */
export interface JobPipelineView {
  job: { jobId: number; jobTitle: string };
  totalApplications: number;
  pipeline: {
    id: number;
    name: string;
    stages: {
      id: number;
      name: string;
      sequence: number;
      jobApplicationCount: number;
      status: {
        id: number;
        name: string;
        colour: string | null;
        jobApplicationCount: number;
        /** Up to 5 applicants now in this status, newest first. */
        job_application_status: { applicantId: number; firstName: string; lastName: string }[];
      }[];
    }[];
  } | null;
  /** For a job without a pipeline: applicants per applicant status. */
  applicantStatuses: { id: number; name: string; jobApplicationCount: number }[];
}

/** GET /api/job/{id}/analytics. */
export interface JobAnalytics {
  jobId: number;
  totalApplications: number;
  /** Calendar days from creation to today (or to the expiry date once expired). */
  daysOpen: number;
  /** Current status (pipeline status, or applicant status without a pipeline). */
  byStatus: { id: number; name: string; colour: string | null; count: number }[];
  bySource: { id: number | null; source: string; count: number }[];
  /** Applications per week, from the week the job opened to this week (weeks start Monday). */
  overTime: { weekStart: string; count: number }[];
  /** Average and median days applications spent in each stage (the current stage counts up to now). */
  timeInStage: { stageId: number; name: string; applications: number; averageDays: number; medianDays: number }[];
}

export interface PublishResult {
  jobId: number;
  publishplatforms: PlatformRef[];
}
