import { AccountInfo } from '../../ui/kit/AccountInfo';

/** /parent/account-info : the parent's own account, from the session. */
export default function AccountInfoPage() {
  return <AccountInfo />;
}
