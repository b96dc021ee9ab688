import { useSession } from '../../session/use-session';
import { useUserDb } from '../../storage/use-user-db';
import { submitCodeProject } from '../code-editor';
import { PythonIde } from './PythonIde';

/**
 * /python-ide (students), with the optional coursedId, lessonId, isCourseProject, isGraduationProject,
 * projectId. The program goes to the teacher through the projects' flow (python_code).
 */
export default function PythonIdePage() {
  const db = useUserDb();
  const session = useSession();
  const profileId = session?.studentProfileId;
  return (
    <PythonIde
      variant="student"
      onSubmit={
        db && profileId
          ? async ({ code, params, draftKey, name }) => {
              await submitCodeProject(db, {
                editor: 'python',
                params,
                draftKey,
                name,
                defaultName: 'Python program',
                codeParts: { python_code: code },
                studentProfileId: profileId,
              });
            }
          : undefined
      }
    />
  );
}
