// The application module's service: what other modules may use of it (the module-boundary rule
// lets them import only this file).
export { findVisibleApplication, refersToVisibleApplication, visibleApplications, type VisibleApplication } from './access';
export { applicationListConditions, applicationSearch, onAppDays } from './filters';
export { applicationListTotal, applicationOrder } from './id-page';
export {
  applicantRowFields,
  applicantStatusJoin,
  currentStageJoin,
  currentStatus,
  currentStatusFields,
  currentStatusJoin,
} from './current-status';
export {
  hiringManagers,
  preparedApplicantRows,
  referrerDepartments,
  referrerDesignations,
  referrers,
  selectApplicants,
  applicantBatches,
  applicantContactFields,
  referrerFullName,
  type ApplicantRow,
} from './applicant-rows';
export { listApplications } from './list';
export { countApplications } from './totals';
export { assignedRecruiters, assignJobRecruitingManager, recruiterNames, RECRUITER_ROLES, type AssignedRecruiter } from './recruiters';
