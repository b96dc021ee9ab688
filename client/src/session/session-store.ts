import type { Static } from 'typebox';
import type { LoginItem, UserType } from '@codeyard/shared-schema';

/** The session user kept on the device (spec 000 §3, 001 §3). */
export interface Session {
  token: string;
  username: string;
  imgUri: string | null;
  parentEmail: string | null;
  userId: number;
  userType: UserType;
  userProfileId: number;
  studentProfileId: number | null;
  parentProfileId: number | null;
  schoolId: number | null;
  firstName: string;
  lastName: string;
  isSchoolStudent: boolean;
  multipleSchools: boolean;
  isThirdPartySchool: boolean;
  hasVisitedIde: boolean;
  didWatchStory: boolean;
  teacherName: string | null;
  schoolName: string | null;
  language: 'en' | 'ar';
  /** Set while a parent is signed in as their child: the parent to go back to. */
  actingParentProfileId: number | null;
  /** Client state the spec lists, with its starting values. */
  points: number;
  isFirstLogin: boolean;
  tutorialActive: boolean;
}

export function sessionFromLogin(item: Static<typeof LoginItem>): Session {
  const profile = item.student_profile ?? item.parent_profile ?? item.teacher_profile ?? item.schooladmin_profile;
  if (!profile) throw new Error('login answer without a profile');
  return {
    token: item.api_token,
    username: item.username,
    imgUri: item.img_uri,
    parentEmail: item.parent_email,
    userId: item.id,
    userType: item.user_type,
    userProfileId: profile.id,
    studentProfileId: item.student_profile?.id ?? null,
    parentProfileId: item.parent_profile?.id ?? null,
    schoolId: profile.school_id,
    firstName: profile.first_name,
    lastName: profile.last_name,
    isSchoolStudent: item.is_school_student,
    multipleSchools: item.multiple_schools,
    isThirdPartySchool: item.is_third_party_school,
    hasVisitedIde: item.has_visited_ide,
    didWatchStory: item.did_watch_storyline_video,
    teacherName: item.teacher_profile ? `${profile.first_name} ${profile.last_name}` : null,
    schoolName: item.school_name ?? null,
    language: item.language,
    actingParentProfileId: item.acting_parent_profile_id ?? null,
    points: 0,
    isFirstLogin: true,
    tutorialActive: true,
  };
}

const STORAGE_KEY = 'codeyard.session';
const CHANNEL = 'codeyard.session';
type Listener = () => void;

/**
 * The session on this device, in localStorage so it survives reloads and offline starts. A login or a
 * logout is announced to the other tabs (BroadcastChannel, with the storage event as a fallback), which
 * then follow: spec 000 §2's session-sync mechanism.
 */
class SessionStore {
  private session: Session | null = this.read();
  private listeners = new Set<Listener>();
  private channel: BroadcastChannel | null =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

  constructor() {
    this.channel?.addEventListener('message', () => this.reloadFromStorage());
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === STORAGE_KEY) this.reloadFromStorage();
      });
    }
  }

  get(): Session | null {
    return this.session;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  signIn(session: Session): void {
    this.write(session);
    this.channel?.postMessage({ type: 'login', at: Date.now() });
  }

  update(patch: Partial<Session>): void {
    if (!this.session) return;
    this.write({ ...this.session, ...patch });
    this.channel?.postMessage({ type: 'update', at: Date.now() });
  }

  /** Clears the session here and in every other tab; the free-lesson and level flags go with it. */
  signOut(): void {
    this.write(null);
    this.channel?.postMessage({ type: 'logout', at: Date.now() });
  }

  private read(): Session | null {
    if (typeof localStorage === 'undefined') return null;
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      return null;
    }
  }

  private write(session: Session | null): void {
    this.session = session;
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
    this.emit();
  }

  private reloadFromStorage(): void {
    this.session = this.read();
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const sessionStore = new SessionStore();
