import { ACME_CONTENT } from './acme-content';
import { ACME_HIRING, ACME_REFERRAL_CONFIG } from './acme-hiring';
import { ACME_JOB_TEMPLATES } from './acme-jobs';
import { ACME_ORG } from './acme-org';
import { ACME_USERS } from './acme-people';
import type { AppSeedSpec } from './spec';

/** The main demo tenant: a mid-sized Indian company with offices abroad. */
export const ACME: AppSeedSpec = {
  key: 'acme',
  name: 'Acme Corporation',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  seed: 20_260_101,
  codePrefix: 'ACM',
  users: ACME_USERS,
  org: ACME_ORG,
  hiring: ACME_HIRING,
  referral: ACME_REFERRAL_CONFIG,
  content: ACME_CONTENT,
  jobTemplates: ACME_JOB_TEMPLATES,
  volume: {
    activeJobs: 28,
    expiredJobs: 12,
    applications: 400,
    chats: 12,
    referrals: {
      inProgress: 20,
      rejected: 9,
      duplicate: 4,
      joinedRecently: 8,
      payable: 6,
      onHold: 4,
      paid: 6,
      notEligible: 3,
    },
  },
};
