import { AccountInfo } from '../../ui/kit/AccountInfo';

/** /school/account-info : the school administrator's own account, from the session. */
export default function AccountInfoPage() {
  return <AccountInfo />;
}
