// The referral-payable module's service: what other modules may use of it (the module-boundary
// rule lets them import only this file).
export { referrerPayouts } from './referrer-payouts';
export { payoutClock } from './clock';
