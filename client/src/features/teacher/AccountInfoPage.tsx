import { AccountInfo } from '../../ui/kit/AccountInfo';

/** /teacher/account-info : the teacher's own account, from the session. */
export default function AccountInfoPage() {
  return <AccountInfo />;
}
