import { STATUS_COLOURS } from './acme-hiring';
import type { AppSeedSpec } from './spec';

const job = { group: 'Plant Hiring', jobType: 'Full Time', employmentType: 'Permanent', pipeline: 'Standard Pipeline', questionGroup: 'Plant Screening', education: 'Any graduate' };

/** A second, small tenant that exists so tests can prove one app never sees another's rows. */
export const GLOBEX: AppSeedSpec = {
  key: 'globex',
  name: 'Globex Industries',
  timeZone: 'America/Chicago',
  currency: 'USD',
  seed: 19_890_217,
  codePrefix: 'GLX',
  users: [
    { email: 'admin@globex.test', name: 'Hank', lastName: 'Scorpio', role: 'admin', department: 'Research', designation: 'Manager', joinedDaysAgo: 1500 },
    { email: 'recruiter@globex.test', name: 'Lisa', lastName: 'Turner', role: 'recruiter', department: 'Research', designation: 'Recruiter', joinedDaysAgo: 700 },
    { email: 'manager@globex.test', name: 'Marcus', lastName: 'Lee', role: 'hiring_manager', department: 'Manufacturing', designation: 'Manager', joinedDaysAgo: 1100 },
    { email: 'grace.kim@globex.test', name: 'Grace', lastName: 'Kim', role: 'employee', department: 'Research', designation: 'Engineer', joinedDaysAgo: 400 },
    { email: 'tom.baker@globex.test', name: 'Tom', lastName: 'Baker', role: 'employee', department: 'Manufacturing', designation: 'Technician', joinedDaysAgo: 250 },
  ],
  org: {
    divisions: ['Industrial'],
    departments: [
      { name: 'Research', division: 'Industrial', head: 'admin@globex.test' },
      { name: 'Manufacturing', division: 'Industrial', head: 'manager@globex.test', subs: ['Assembly'] },
    ],
    functions: [{ name: 'Production', head: 'manager@globex.test' }],
    designations: ['Engineer', 'Technician', 'Manager', 'Recruiter'],
    countries: [{ name: 'United States', code: 'US' }],
    offices: [
      { city: 'Cypress Creek', state: 'Oregon', country: 'United States', display: 'Cypress Creek – Main Plant', address: '1 Globex Way', pincode: '97001', branch: 'Main Plant' },
    ],
    jobTypes: ['Full Time', 'Contract'],
    employmentTypes: ['Permanent'],
    skills: ['CAD', 'Welding', 'Lean Manufacturing', 'Python'],
    platforms: [
      { name: 'LinkedIn', status: 1 },
      { name: 'Indeed', status: 1 },
    ],
    priorities: [
      { name: 'Urgent', status: 1 },
      { name: 'Normal', status: 1 },
    ],
    groups: [
      { groupName: 'Plant Hiring', groupDescription: '<p>Hiring panel for the main plant.</p>', activeStatus: 1, enableReferralChat: 0, city: 'Cypress Creek', members: ['manager@globex.test', 'recruiter@globex.test'] },
    ],
  },
  hiring: {
    statusColours: STATUS_COLOURS,
    stages: [
      { name: 'Screening', statuses: ['Pending', 'Shortlisted'] },
      { name: 'Interview', statuses: ['Scheduled', 'Not Cleared', 'Cleared'] },
      { name: 'Offer', statuses: ['Offer Sent', 'Offer Accepted'] },
    ],
    pipelines: [{ name: 'Standard Pipeline', stages: ['Screening', 'Interview', 'Offer'] }],
    hiringProcesses: [{ name: 'Plant Hiring', stages: [{ name: 'Interview', colour: '#0f6cbd' }] }],
    applicantStatuses: ['New', 'Reviewed', 'Hired', 'Rejected'],
    sources: [
      { source: 'LinkedIn', identifier: 'linkedin', description: 'LinkedIn job posts.' },
      { source: 'Careers Site', identifier: 'careers', description: 'globex.test/careers.' },
      { source: 'Employee Referral', identifier: 'referral', description: 'Referred by a Globex employee.' },
    ],
    payableStatus: 'Offer Accepted',
    stopStatuses: ['Not Cleared'],
  },
  referral: {
    settingTypes: [{ name: 'Standard Referral', isDefault: 1, paymentReleaseInDays: 90, reHiredCandidate: 0, referralGapPeriod: 6, selectionAttribute: 1 }],
    slabs: [{ slug: 'plant-standard', department: 'Manufacturing', designation: 'Technician', amount: 500 }],
    eligibility: [{ designation: 'Engineer', eligible: 1 }],
  },
  content: {
    questionGroups: [
      { name: 'Plant Screening', description: 'Shift and safety questions.', status: 1, questions: [
        { question: 'Can you work rotating shifts?', answers: ['Yes', 'Day shifts only'] },
        { question: 'Do you hold a forklift licence?', answers: ['Yes', 'No'] },
      ] },
    ],
    seoKeywords: [{ title: 'Plant Jobs', keywords: ['manufacturing jobs', 'technician'] }],
    seoGraphs: [],
    companyName: 'Globex Industries',
    footer: '© 2026 Globex Industries. All rights reserved.',
    appLinks: [{ appName: 'Globex Portal', appUrl: 'https://portal.globex.test', colour: '#038387', status: 1 }],
  },
  jobTemplates: [
    { ...job, title: 'Manufacturing Engineer', profile: 'Improves line throughput.', department: 'Manufacturing', designation: 'Engineer', skills: ['CAD', 'Lean Manufacturing'], minExperience: 3, maxExperience: 5, slab: 'plant-standard' },
    { ...job, title: 'Maintenance Technician', profile: 'Keeps the presses running.', department: 'Manufacturing', designation: 'Technician', skills: ['Welding'], minExperience: 0, maxExperience: 3 },
    { ...job, title: 'Research Scientist', profile: 'Works on next-generation alloys.', department: 'Research', designation: 'Engineer', skills: ['Python'], minExperience: 5, maxExperience: 8 },
  ],
  volume: {
    activeJobs: 2,
    expiredJobs: 1,
    applications: 10,
    chats: 0,
    referrals: { inProgress: 1, rejected: 0, duplicate: 0, joinedRecently: 1, payable: 1, onHold: 0, paid: 0, notEligible: 0 },
  },
};
