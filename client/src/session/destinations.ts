import type { Session } from './session-store';

/** Where each kind of user lands after login (spec 000 §2, "Destination after login"). */
export function destinationAfterLogin(session: Pick<Session, 'userType' | 'multipleSchools'>): string {
  switch (session.userType) {
    case 'student':
      return '/Myworld';
    case 'schooladmin':
      return session.multipleSchools ? '/admin' : '/school';
    case 'teacher':
      return '/teacher/classrooms';
    default:
      return '/parent/manageMyKids';
  }
}
