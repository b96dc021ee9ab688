import { screen, type RouteGroups } from '../../app/route-groups';

/**
 * Sign-in, registration and recovery (spec 000 §2). Guest-only pages send a signed-in visitor to /.
 * The new-password links end any session themselves, so they are open; so are the third-party returns.
 */
export const routes: RouteGroups = {
  guestOnly: [
    screen('/login', () => import('./LoginScreen'), { firstScreen: true }),
    screen('/examLogin', () => import('./ExamLoginScreen')),
    screen('/register', () => import('./RegisterChoiceScreen')),
    screen('/register/child', () => import('./RegisterChildScreen')),
    screen('/register/parent', () => import('./RegisterParentScreen')),
    screen('/register/parent/:parentEmail', () => import('./ParentEmailSentScreen')),
    screen('/register/parent/phone/:parentPhone', () => import('./ParentPhoneScreen')),
    screen('/register/create/:registrationToken', () => import('./ParentCreateScreen')),
    screen('/register/school', () => import('./RegisterSchoolScreen')),
    screen('/password-recover', () => import('./PasswordRecoverScreen')),
    screen('/email-sent', () => import('./EmailSentScreen')),
    screen('/recovery-completed', () => import('./RecoveryCompletedScreen')),
    screen('/code-sent/:phone', () => import('./CodeSentScreen')),
    screen('/verification/:verifyToken/:verifyEmail/:verifyType', () => import('./VerificationScreen')),
  ],
  open: [
    screen('/new-password/:isNewPassword', () => import('./NewPasswordScreen')),
    screen('/new-phone-password/:phone/:otp', () => import('./NewPhonePasswordScreen')),
    screen('/b12/callback', () => import('./B12CallbackScreen')),
    // The one-segment catch-all of the school platform's sign-in: any named path outranks it, and what
    // is not a token shows page-not-found (see PlatformSignInScreen).
    screen('/:ssoToken', () => import('./PlatformSignInScreen')),
  ],
};
