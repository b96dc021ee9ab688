import { useParams } from 'react-router';
import { ParentLinkVerification } from './parts/ParentLinkVerification';

/** /register/create/{registrationToken}: the link of the parent confirmation email. */
export default function ParentCreateScreen() {
  const { registrationToken = '' } = useParams();
  return <ParentLinkVerification token={registrationToken} />;
}
