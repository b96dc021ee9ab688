import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { UserType } from '@codeyard/shared-schema';
import { withLang } from '../i18n/language';
import { destinationAfterLogin } from '../session/destinations';
import { useSession } from '../session/use-session';

/**
 * The route guards of spec 000 §2:
 * - student pages need a token (else /login); a signed-in non-student goes to their own home
 *   (the spec says /parent; see docs/decisions.md);
 * - notifications are for school students only (others go to /); the /community paths are not sent to /
 *   (the spec's route table): their frame asks whether the community is on for the child and says so
 *   kindly when it is not (features/community, docs/decisions.md "Community");
 * - parent, teacher and school pages need that user type (signed out: /login; signed in as another type:
 *   their own landing); /admin needs a multi-school admin;
 * - guest-only pages (login, register, recovery, exam login) send a signed-in user to /.
 */
export function RequireStudent({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to={withLang('/login')} replace />;
  if (session.userType !== 'student') return <Navigate to={withLang(destinationAfterLogin(session))} replace />;
  if (pathname.startsWith('/notifications') && !session.isSchoolStudent) return <Navigate to={withLang('/')} replace />;
  return <>{children}</>;
}

export function RequireUserType({
  type,
  multipleSchools,
  children,
}: {
  type: UserType;
  multipleSchools?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  if (!session) return <Navigate to={withLang('/login')} replace />;
  // Signed in as someone else: their own landing, not /login (which would send them on to /).
  if (session.userType !== type || (multipleSchools && !session.multipleSchools)) {
    return <Navigate to={withLang(destinationAfterLogin(session))} replace />;
  }
  return <>{children}</>;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const { key } = useLocation();
  // The page on which the visitor was still signed out. Signing in right here (login, registration) is
  // followed by that screen's own move to the user's destination, so the guard steps aside instead of
  // racing it to /; a visitor who arrives signed in is sent to /.
  const signedOutAt = useRef<string | null>(null);
  if (!session) signedOutAt.current = key;
  if (session && signedOutAt.current !== key) return <Navigate to={withLang('/')} replace />;
  return <>{children}</>;
}
