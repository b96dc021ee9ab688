import type { RouteObject } from 'react-router';
import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * The community for children (spec 000 §2, issue 16): /community (the feed, the composer and the
 * notifications panel), /comments/{postId}, /community/myFriends, /community/myProfile and
 * /community/profile/{myFriendProfileId} (a user id, as the contract names people). All inside the
 * community's frame, which asks whether the community is on for the child (docs/decisions.md, "Community").
 */
const communityFrame: RouteObject = {
  lazy: async () => ({ Component: (await import('./CommunityFrame')).default }),
  children: [
    screen('/community', () => import('./FeedPage')),
    screen('/comments/:postId', () => import('./CommentsPage')),
    screen('/community/myFriends', () => import('./FriendsPage')),
    screen('/community/myProfile', () => import('./ProfilePage')),
    screen('/community/profile/:myFriendProfileId', () => import('./ProfilePage')),
  ],
};

export const routes: RouteGroups = { student: [communityFrame] };
