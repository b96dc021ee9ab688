import { useParams } from 'react-router';
import { accounts, hasIssues, validate } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { ThirdPartySignIn } from './parts/ThirdPartySignIn';

/**
 * The one-segment catch-all (spec 000 §2): the entry of the third-party school platform's sign-in, whose
 * link is the site address followed by a single-sign-on token. React Router ranks every named path above
 * it, so it catches only unknown one-segment paths; one that does not look like a token (the contract's
 * shape, with at least one digit, as random tokens have) or that the server refuses shows the
 * page-not-found screen, so a mistyped address still reads "page not found".
 */
export function looksLikeToken(segment: string): boolean {
  return /\d/.test(segment) && !hasIssues(validate(accounts.sso.params!, { ssoToken: segment }));
}

export default function PlatformSignInScreen() {
  const { ssoToken = '' } = useParams();
  return (
    <ThirdPartySignIn
      token={looksLikeToken(ssoToken) ? ssoToken : null}
      notFoundOnRefusal
      exchange={(value) => callApi(accounts.sso, { params: { ssoToken: value } })}
    />
  );
}
