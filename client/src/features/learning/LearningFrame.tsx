import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../session/use-session';
import { startLearningOffline } from './offline/start';
import './learning.css';

/**
 * Around every student learning screen: on the first of these screens of each app start (the landing after
 * sign-in is /Myworld), fetches the child's courses, lessons and questions into Dexie while online. The
 * screens read Dexie only. (The pulled-change handlers are registered by the app: app/pull-handlers.ts.)
 */
export default function LearningFrame() {
  const session = useSession();
  const userId = session?.userType === 'student' ? session.userId : null;
  const token = session?.token;
  useEffect(() => {
    if (userId) startLearningOffline(userId);
  }, [userId, token]);
  return <Outlet />;
}
