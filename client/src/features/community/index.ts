/** What other parts of the app use of the community: the student's menu entry. */
export { useCommunityInMenu } from './menu';
