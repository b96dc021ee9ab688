import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/kit/icons';
import { LangLink } from '../../../ui/LangLink';

/** What the sign-in cards screen prints for a student given a password (router state `{ credentials }`). */
export interface GivenCredential {
  first_name: string;
  last_name: string;
  username: string;
  password?: string;
}

/**
 * The way to the classroom's printable sign-in cards, carrying the passwords just given (the server
 * keeps only their hashes, so this is the one moment they can be printed).
 */
export function CardsOffer({ classroomId, credentials }: { classroomId: number; credentials: GivenCredential[] }) {
  const { t } = useTranslation('teacher');
  return (
    <LangLink
      to={`/teacher/classrooms-details/${classroomId}/cards`}
      state={{ credentials }}
      className="button button-primary"
      data-testid="print-cards"
    >
      <Icon name="users" size={20} />
      {t('roster.printCards')}
    </LangLink>
  );
}

/** Usernames and first passwords, as a table to read or copy before printing. */
export function CredentialsTable({ credentials, caption }: { credentials: GivenCredential[]; caption: string }) {
  const { t } = useTranslation('teacher');
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table teacher-table" data-testid="credentials-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roster.studentName')}</th>
            <th scope="col">{t('roster.username')}</th>
            <th scope="col">{t('roster.password')}</th>
          </tr>
        </thead>
        <tbody>
          {credentials.map((c) => (
            <tr key={c.username}>
              <th scope="row">
                <bdi>{`${c.first_name} ${c.last_name}`.trim()}</bdi>
              </th>
              <td>
                <bdi dir="ltr" className="ltr">
                  {c.username}
                </bdi>
              </td>
              <td>
                <bdi dir="ltr" className="ltr">
                  {c.password ?? ''}
                </bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
