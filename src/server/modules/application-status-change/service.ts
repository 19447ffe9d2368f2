// The application-status-change module: stage and status changes (one applicant, many at once), recruiter
// assignment, and the applicant's history with the job's pipeline marked for the timeline.
export { changeApplicationStatus } from './change-one';
export { changeManyStatuses } from './change-many';
export { candidateHistory } from './history';
export { statusChangeOptions } from './options';
export { hiredStatusId } from './referral-move';
