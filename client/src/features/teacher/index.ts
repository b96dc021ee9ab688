// The teacher feature's public surface: the name and time helpers the review pages share.
export { formatDateTime, fullName, Ltr, When } from './parts/time';
