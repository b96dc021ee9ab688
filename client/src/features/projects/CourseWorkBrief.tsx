import type { Language } from '@codeyard/shared-schema';

/**
 * A course project's brief and its ideas, as its template words them, in the child's language. `id` names
 * its test id (`{id}-brief`) and a class of the same name for the screen's own spacing.
 */
export function CourseWorkBrief({
  id,
  brief,
  ideas,
  ideasTitle,
  lang,
}: {
  id: string;
  brief: Record<Language, string>;
  ideas: readonly Record<Language, string>[];
  ideasTitle: string;
  lang: Language;
}) {
  return (
    <div className={`course-work-brief card ${id}-brief`} data-testid={`${id}-brief`}>
      <p>{brief[lang]}</p>
      {ideas.length > 0 && (
        <>
          <h2>{ideasTitle}</h2>
          <ul>
            {ideas.map((idea, i) => (
              <li key={i}>{idea[lang]}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
