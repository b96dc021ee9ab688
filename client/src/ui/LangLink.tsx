import { forwardRef } from 'react';
import { Link, useNavigate, type LinkProps, type NavigateOptions } from 'react-router';
import { withLang } from '../i18n/language';

/** A link that keeps ?lang= (spec 000 §2: the lang parameter is kept on each navigation). */
export const LangLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LangLink(
  { to, ...rest },
  ref,
) {
  return <Link ref={ref} to={withLang(to)} {...rest} />;
});

export function useLangNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return (to, options) => void navigate(withLang(to), options);
}
