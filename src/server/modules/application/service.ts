// The application module's service: what other modules may use of it (the module-boundary rule
// lets them import only this file).
export { findVisibleApplication, visibleApplications, type VisibleApplication } from './access';
export { applicationListConditions } from './filters';
export { applicationListSource, applicationSearch, currentStatus, listApplications } from './list';
