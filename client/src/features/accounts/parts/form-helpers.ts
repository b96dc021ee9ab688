import { useEffect } from 'react';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { localiseIssues, validate, type FieldIssues, type LoginAnswer, type AnyCall } from '@codeyard/shared-schema';
import { checkInput, type CallInput } from '../../../api/client';
import { currentLanguage } from '../../../i18n/language';
import { signInWithAnswer } from '../../../session/actions';
import { destinationAfterLogin } from '../../../session/destinations';
import type { Session } from '../../../session/session-store';
import { useAlerts } from '../../../ui/alerts';
import { useLangNavigate } from '../../../ui/LangLink';

/**
 * Checks some fields of a call before the whole form is filled (a wizard step): the contract's own
 * schema, so the child reads the same message the server would give. Answers messages in the user's
 * language, one list per field, only for the fields asked about.
 */
export function stepErrors<D extends AnyCall>(
  descriptor: D,
  input: CallInput<D>,
  fields: readonly string[],
): Record<string, string[]> {
  const issues: FieldIssues = checkInput(descriptor, input);
  const picked: FieldIssues = {};
  for (const field of fields) if (issues[field]) picked[field] = issues[field];
  return localiseIssues(picked, currentLanguage());
}

/** Drops empty optional strings: the contract refuses '' where it wants a value or nothing. */
export function withoutEmpty<T extends Record<string, unknown>>(body: T, optional: readonly (keyof T)[]): T {
  const out = { ...body };
  for (const key of optional) if (out[key] === '' || out[key] === undefined) delete out[key];
  return out;
}

/**
 * Field errors the form has no place for (a link token, a path parameter) still reach the person: the
 * first one is shown as a red alert (spec 001 §8).
 */
export function useStrayErrors(errors: Record<string, string[]>, shownFields: readonly string[]): void {
  const alerts = useAlerts();
  useEffect(() => {
    const stray = Object.entries(errors).find(([field, list]) => !shownFields.includes(field) && list.length > 0);
    if (stray) alerts.show('danger', stray[1][0]);
    // shownFields is a constant list per form; a new errors object means a new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, alerts]);
}

/** Keeps the session of a login answer and goes to where this user belongs (or to `to`). */
export function useSignIn(): (answer: Static<typeof LoginAnswer>, to?: string) => Session {
  const navigate = useLangNavigate();
  return (answer, to) => {
    const session = signInWithAnswer(answer);
    navigate(to ?? destinationAfterLogin(session), { replace: true });
    return session;
  };
}

/** Where a failed parent confirmation goes (spec 000 §2): Login without a stored session, else manageMyKids. */
export function afterFailedParentVerification(hasSession: boolean): string {
  return hasSession ? '/parent/manageMyKids' : '/login';
}

/**
 * The client's own check of a whole form before it is sent (the same check callApi makes), so that a
 * form with a captcha does not spend the solved challenge on a typing mistake. False when the form
 * shows errors instead.
 */
export function passesOwnCheck<D extends AnyCall>(
  descriptor: D,
  input: CallInput<D>,
  setErrors: (errors: Record<string, string[]>) => void,
): boolean {
  const issues = checkInput(descriptor, input);
  if (Object.keys(issues).length === 0) return true;
  setErrors(localiseIssues(issues, currentLanguage()));
  return false;
}

/**
 * Every field's first problem in a long form. The schema check stops after a few errors (TypeBox's
 * default cap), so a long form checked in one go would show only some of its mistakes: each field is
 * checked on its own here, then the rules across fields.
 */
export function everyFieldError<D extends AnyCall>(
  descriptor: D,
  body: Record<string, unknown>,
): Record<string, string[]> {
  const schema = descriptor.body as TObject | undefined;
  if (!schema) return {};
  const issues: FieldIssues = {};
  for (const [field, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const value = body[field] === undefined ? {} : { [field]: body[field] };
    const found = validate(Type.Object({ [field]: property }), value)[field];
    if (found) issues[field] = found;
  }
  const all = Object.keys(issues).length > 0 ? issues : checkInput(descriptor, { body } as CallInput<D>);
  return localiseIssues(all, currentLanguage());
}
