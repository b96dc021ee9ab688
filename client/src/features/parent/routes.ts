import { screen, type RouteGroups } from '../../app/route-groups';

/** Parent pages (userType parent): spec 000 §2. */
export const routes: RouteGroups = {
  parent: [
    screen('/parent/manageMyKids', () => import('./ManageMyKidsPage')),
    screen('/parent/account-info', () => import('./AccountInfoPage')),
    screen('/parent/profile', () => import('./ProfilePage')),
    screen('/parent/thankyou', () => import('./ThankYouPage')),
    screen('/parent/myorders', () => import('./MyOrdersPage')),
    screen('/parent/memberShip', () => import('./MembershipPage')),
    screen('/parent/renewSubscription', () => import('./RenewSubscriptionPage')),
  ],
};
