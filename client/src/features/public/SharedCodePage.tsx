import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PROJECT_TYPES, projects } from '@codeyard/shared-schema';
import PageNotFound from '../../app/PageNotFound';
import { EmptyState, PageHeader, QueryView } from '../../ui/kit/states';
import { useApiQuery } from '../../ui/kit/use-api-query';
import { ProgramViewer, projectBlocks } from '../blocks';
import { WebRunner } from '../web';
import { PythonProgram } from '../python';
import '../../ui/review.css';

/** Shown as text below the runners (Python shows in its own read-only editor with Run). */
const TEXT_PARTS = ['html_code', 'css_code', 'js_code'] as const;

/**
 * /guest/sharedCode/{submissionId}/{submissionType} (guest layout, no sign-in): a shared approved project for
 * anyone with the link. The {submissionId} segment carries the project's share token (issue 11: a random
 * 128-bit key the server made when the child or a teacher chose to share; never the project's number, which
 * answers "not found" like an unshared or unshared-again project) — its blocks read-only with Run on the stage, the project's name and the maker's
 * first name only. A web project runs in the web editor's sandboxed preview (WebRunner), with its code
 * below as text; a Python project read-only in the editor with Run in the Pyodide worker (PythonProgram).
 */
export default function SharedCodePage() {
  const { submissionId, submissionType } = useParams();
  const token = submissionId ?? '';
  if (!token || token.length > 64 || !(PROJECT_TYPES as readonly string[]).includes(submissionType ?? ''))
    return <PageNotFound />;
  return <SharedCode key={token} id={token} />;
}

function SharedCode({ id }: { id: string }) {
  const { t } = useTranslation('public');
  const shared = useApiQuery(projects.guestSharedCode, { params: { id } });
  if (shared.error?.status === 404) {
    return (
      <section className="page" data-testid="shared-code">
        <EmptyState icon="search" title={t('sharedCode.notFound')} />
      </section>
    );
  }
  return (
    <section className="page shared-code-page" aria-labelledby="shared-title" data-testid="shared-code">
      <QueryView query={shared}>
        {({ data }) => {
          const blocks = projectBlocks(data.code);
          const parts = TEXT_PARTS.filter((p) => data[p]);
          return (
            <>
              <PageHeader
                id="shared-title"
                icon="blocks"
                title={data.project_name}
                lead={
                  <>
                    {data.first_name && (
                      <span data-testid="shared-by">{t('sharedCode.by', { name: data.first_name })}. </span>
                    )}
                    {t('sharedCode.lead')}
                  </>
                }
              />
              {blocks && <ProgramViewer workspace={blocks.workspace} toolbox={blocks.level} testid="shared" />}
              {(data.html_code || data.css_code || data.js_code) && (
                <WebRunner html={data.html_code} css={data.css_code} js={data.js_code} testid="shared-web" />
              )}
              {data.python_code && <PythonProgram code={data.python_code} testid="shared-python" />}
              {parts.map((part) => (
                <details key={part} className="code-part card" open>
                  <summary>
                    {t(`sharedCode.parts.${part}`)} <span className="muted small">{t('sharedCode.partsNote')}</span>
                  </summary>
                  <pre dir="ltr" className="code-text" data-testid={`shared-part-${part}`}>
                    {data[part]}
                  </pre>
                </details>
              ))}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
