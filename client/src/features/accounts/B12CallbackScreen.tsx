import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { accounts } from '@codeyard/shared-schema';
import { callApi } from '../../api/client';
import { ThirdPartySignIn } from './parts/ThirdPartySignIn';

/** Kept for the platform's end-session address on logout (spec 001 §3: local storage holds id_token_b12). */
const ID_TOKEN_KEY = 'id_token_b12';

/** The token the school platform sends back: ?token=… or, from an OpenID implicit flow, #id_token=…. */
function tokenFrom(search: string, hash: string): string | null {
  const query = new URLSearchParams(search).get('token');
  if (query) return query;
  const fragment = new URLSearchParams(hash.replace(/^#/, '')).get('id_token');
  if (fragment) {
    try {
      localStorage.setItem(ID_TOKEN_KEY, fragment);
    } catch {
      // Private mode: the sign-in still works; only the platform's own logout page will not get the hint.
    }
  }
  return fragment;
}

/** /b12/callback: the return from the third-party school platform → POST /b12-login → the user's destination. */
export default function B12CallbackScreen() {
  const { search, hash } = useLocation();
  const token = useMemo(() => tokenFrom(search, hash), [search, hash]);
  return (
    <ThirdPartySignIn token={token} exchange={(value) => callApi(accounts.b12Login, { body: { token: value } })} />
  );
}
