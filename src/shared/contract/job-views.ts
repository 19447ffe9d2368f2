import * as v from 'valibot';

// What the job endpoints answer (spec 000 §3 read-back fields): list rows, the detail, pickers,
// the pipeline drawer and analytics.

const num = v.number();
const text = v.string();
const nullableNum = v.nullable(num);
const nullableText = v.nullable(text);
const nullableObject = <E extends v.ObjectEntries>(entries: E) => v.nullable(v.object(entries));

export const PersonRefSchema = v.object({ id: num, name: text, lastName: text, email: text, designation: nullableText });
export type PersonRef = v.InferOutput<typeof PersonRefSchema>;

export const PlatformRefSchema = v.object({ id: num, name: text });
export type PlatformRef = v.InferOutput<typeof PlatformRefSchema>;

const jobListItemEntries = {
  jobId: num,
  jobTitle: text,
  jobCode: nullableText,
  jobSlug: nullableText,
  numberOfPositions: nullableNum,
  /** Applications to this job. */
  jobApplication: num,
  created_at: text,
  expiryDate: nullableText,
  expired: v.boolean(),
  jobStatusId: num,
  employmentCategoryId: num,
  department: nullableObject({ departmentId: num, departmentName: text }),
  jobType: nullableObject({ jobType: text }),
  location: nullableObject({ locationDisplay: text, city: nullableText, country: nullableText }),
  referralAmount: nullableObject({ id: num, slug: text, amount: num }),
  publishplatforms: v.array(PlatformRefSchema),
};

/** A row of GET /api/job. */
export const JobListItemSchema = v.object(jobListItemEntries);
export type JobListItem = v.InferOutput<typeof JobListItemSchema>;

/** GET /api/job/{id}: every read-back field of spec §3, plus the ids the edit form needs. */
export const JobDetailSchema = v.object({
  ...jobListItemEntries,
  jobProfile: nullableText,
  jobDescription: text,
  education: nullableText,
  minExperience: nullableNum,
  maxExperience: nullableNum,
  jobTypeId: nullableNum,
  employmentTypeId: nullableNum,
  country: nullableNum,
  locationId: nullableNum,
  departmentId: nullableNum,
  subDepartmentId: nullableNum,
  functionId: nullableNum,
  subFunctionId: nullableNum,
  divisionId: nullableNum,
  designationId: nullableNum,
  groupId: nullableNum,
  jobPriorityId: nullableNum,
  hiringManagerId: nullableNum,
  recruitingManagerId: nullableNum,
  questionGroupId: nullableNum,
  pipeLineId: nullableNum,
  referralAmountId: nullableNum,
  skills: v.array(v.object({ id: num, name: text })),
  userId: v.array(num),
  recipients: v.array(v.object({ id: num, name: text, lastName: text, email: text })),
  platformId: v.array(num),
  slug: nullableText,
  seoMetaTitle: nullableText,
  seoMetaDescription: nullableText,
  seoFocusKeyword: nullableText,
  seoCanonicalTag: nullableText,
  customSeoSchema: nullableText,
  seoIndex: num,
  seoKeyword: v.array(text),
  /** Whether an SEO image is stored (GET /api/job/{id}/seo-image serves it). */
  hasSeoImage: v.boolean(),
  departmentHead: nullableObject({ name: text, lastName: text }),
  subDepartment: nullableObject({ name: text }),
  function: nullableObject({ name: text, functionHead: nullableText }),
  subFunction: nullableObject({ name: text }),
  designation: nullableObject({ designation: text }),
  division: nullableObject({ name: text }),
  employmentType: nullableObject({ employmentType: text }),
  jobPriority: nullableObject({ name: text }),
  hiringManager: v.nullable(PersonRefSchema),
  recruitingManager: v.nullable(PersonRefSchema),
  pipeline: nullableObject({ id: num, name: text }),
  questionGroup: nullableObject({ groupName: text, description: text }),
  group: nullableObject({ groupName: text }),
  createdBy: nullableObject({ name: text, lastName: text }),
  updated_at: text,
});
export type JobDetail = v.InferOutput<typeof JobDetailSchema>;

/** GET /api/jobs/filter and /api/expired-jobs/filter rows (job pickers). */
export const JobOptionSchema = v.object({ jobId: num, jobTitle: text, jobCode: nullableText });
export type JobOption = v.InferOutput<typeof JobOptionSchema>;

/** GET /api/job/{id}/view-application: the job's pipeline with applicant counts per status. */
export const JobPipelineViewSchema = v.object({
  job: v.object({ jobId: num, jobTitle: text }),
  totalApplications: num,
  pipeline: nullableObject({
    id: num,
    name: text,
    stages: v.array(
      v.object({
        id: num,
        name: text,
        sequence: num,
        jobApplicationCount: num,
        status: v.array(
          v.object({
            id: num,
            name: text,
            colour: nullableText,
            jobApplicationCount: num,
            /** Up to 5 applicants now in this status, newest first. */
            job_application_status: v.array(v.object({ applicantId: num, firstName: text, lastName: text })),
          }),
        ),
      }),
    ),
  }),
  /** For a job without a pipeline: applicants per applicant status. */
  applicantStatuses: v.array(v.object({ id: num, name: text, jobApplicationCount: num })),
});
export type JobPipelineView = v.InferOutput<typeof JobPipelineViewSchema>;

/** GET /api/job/{id}/analytics. */
export const JobAnalyticsSchema = v.object({
  jobId: num,
  totalApplications: num,
  /** Calendar days from creation to today (or to the expiry date once expired). */
  daysOpen: num,
  /** Current status (pipeline status, or applicant status without a pipeline). */
  byStatus: v.array(v.object({ id: num, name: text, colour: nullableText, count: num })),
  bySource: v.array(v.object({ id: nullableNum, source: text, count: num })),
  /** Applications per week, from the week the job opened to this week (weeks start Monday). */
  overTime: v.array(v.object({ weekStart: text, count: num })),
  /** Average and median days applications spent in each stage (the current stage counts up to now). */
  timeInStage: v.array(v.object({ stageId: num, name: text, applications: num, averageDays: num, medianDays: num })),
});
export type JobAnalytics = v.InferOutput<typeof JobAnalyticsSchema>;

export const PublishResultSchema = v.object({ jobId: num, publishplatforms: v.array(PlatformRefSchema) });
export type PublishResult = v.InferOutput<typeof PublishResultSchema>;
