import type { HiringSpec, ReferralConfigSpec } from './spec';

/** Badge colours of the pipeline statuses (To-be-start and Rejected included). */
export const STATUS_COLOURS: Record<string, string> = {
  'To-be-start': '#8a8886',
  Rejected: '#d13438',
  Pending: '#ca5010',
  'On Hold': '#986f0b',
  Shortlisted: '#0f6cbd',
  Assigned: '#5c2e91',
  Submitted: '#4f6bed',
  Scheduled: '#0078d4',
  Completed: '#038387',
  'Not Cleared': '#a4262c',
  Cleared: '#107c10',
  Selected: '#0b6a0b',
  'Offer Sent': '#8764b8',
  'Offer Declined': '#c239b3',
  'Offer Accepted': '#13a10e',
  'Documents Pending': '#da3b01',
  Verified: '#00b7c3',
  Joined: '#107c41',
};

export const ACME_HIRING: HiringSpec = {
  statusColours: STATUS_COLOURS,
  // The last middle status of each stage is the one that moves an applicant on; the stop
  // statuses below are places an applicant can stop at (see seed/history.ts).
  stages: [
    { name: 'Screening', statuses: ['Pending', 'On Hold', 'Shortlisted'] },
    { name: 'Assignment', statuses: ['Assigned', 'Submitted', 'Not Cleared', 'Cleared'] },
    { name: 'Technical Interview', statuses: ['Scheduled', 'Completed', 'On Hold', 'Not Cleared', 'Cleared'] },
    { name: 'Managerial Round', statuses: ['Scheduled', 'On Hold', 'Not Cleared', 'Cleared'] },
    { name: 'HR Interview', statuses: ['Scheduled', 'Completed', 'Selected'] },
    { name: 'Offer', statuses: ['Offer Sent', 'Offer Declined', 'Offer Accepted'] },
    { name: 'Background Check', statuses: ['Documents Pending', 'Verified'] },
    { name: 'Onboarding', statuses: ['Documents Pending', 'Joined'] },
  ],
  pipelines: [
    {
      name: 'Engineering Pipeline',
      stages: ['Screening', 'Assignment', 'Technical Interview', 'Managerial Round', 'HR Interview', 'Offer', 'Onboarding'],
    },
    { name: 'Business Pipeline', stages: ['Screening', 'Managerial Round', 'HR Interview', 'Offer', 'Background Check', 'Onboarding'] },
    { name: 'Campus Pipeline', stages: ['Screening', 'Assignment', 'HR Interview', 'Offer', 'Onboarding'] },
  ],
  hiringProcesses: [
    { name: 'Standard Hiring', stages: { 'Application Review': '#0f6cbd', Interviews: '#8764b8', Offer: '#13a10e' } },
    {
      name: 'Executive Hiring',
      stages: { Search: '#ca5010', 'Leadership Panel': '#5c2e91', 'Board Approval': '#038387', Offer: '#13a10e' },
    },
    { name: 'Campus Drive', stages: { 'Aptitude Test': '#4f6bed', 'Group Discussion': '#986f0b', 'Final Interview': '#107c10' } },
  ],
  applicantStatuses: ['New', 'Reviewed', 'Shortlisted', 'On Hold', 'Hired', 'Rejected', 'Withdrawn'],
  sources: [
    { source: 'LinkedIn', identifier: 'linkedin', description: 'Applied through a LinkedIn job post.' },
    { source: 'Naukri', identifier: 'naukri', description: 'Applied through Naukri.com.' },
    { source: 'Indeed', identifier: 'indeed', description: 'Applied through Indeed.' },
    { source: 'Company Website', identifier: 'careers', description: 'Applied on the Acme careers page.' },
    { source: 'Employee Referral', identifier: 'referral', description: 'Referred by an Acme employee.' },
    { source: 'Campus', identifier: 'campus', description: 'Campus placement drives.' },
    { source: 'Consultancy', identifier: 'agency', description: 'Sourced by a recruitment partner.' },
    { source: 'Walk-in', identifier: 'walk-in', description: 'Walk-in interview days.' },
  ],
  payableStatus: 'Joined',
  stopStatuses: ['On Hold', 'Not Cleared', 'Offer Declined'],
};

export const ACME_REFERRAL_CONFIG: ReferralConfigSpec = {
  settingTypes: [
    { name: 'Standard Referral', isDefault: 1, paymentReleaseInDays: 90, reHiredCandidate: 0, referralGapPeriod: 6, selectionAttribute: 1 },
    { name: 'Campus Referral', isDefault: 0, paymentReleaseInDays: 60, reHiredCandidate: 0, referralGapPeriod: 12, selectionAttribute: 2 },
    {
      name: 'Leadership Referral',
      isDefault: 0,
      paymentReleaseInDays: 180,
      reHiredCandidate: 1,
      referralGapPeriod: 9,
      selectionAttribute: 3,
    },
  ],
  slabs: [
    { slug: 'eng-l1', department: 'Engineering', designation: 'Software Engineer', amount: 25000 },
    { slug: 'eng-l2', department: 'Engineering', designation: 'Senior Software Engineer', amount: 50000 },
    { slug: 'eng-l3', department: 'Engineering', designation: 'Lead Engineer', amount: 75000 },
    { slug: 'product-standard', department: 'Product', designation: 'Product Manager', amount: 60000 },
    { slug: 'design-standard', department: 'Design', designation: 'UX Designer', amount: 30000 },
    { slug: 'data-standard', department: 'Data Science', designation: 'Data Scientist', amount: 45000 },
    { slug: 'sales-standard', department: 'Sales', designation: 'Sales Executive', amount: 15000 },
    { slug: 'leadership', designation: 'Director', amount: 150000 },
  ],
  eligibility: {
    eligible: [
      'Software Engineer',
      'Senior Software Engineer',
      'Lead Engineer',
      'QA Engineer',
      'Product Manager',
      'UX Designer',
      'Data Analyst',
      'Sales Executive',
      'Account Manager',
    ],
    notEligible: ['Talent Acquisition Specialist', 'HR Director', 'Intern'],
  },
};
